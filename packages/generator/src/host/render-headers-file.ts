import type { HostHeaders } from "./host-headers.ts";

/**
 * The `_headers` file read by Netlify and Cloudflare Pages (and applied by `site serve`): two
 * rules whatever the number of pages, since Cloudflare Pages takes at most 100 (`site check`
 * enforces it). Pages get no rule of their own: both hosts already send files without one
 * `Cache-Control: public, max-age=0, must-revalidate` with an ETag, which is `otherCacheControl`
 * (https://docs.netlify.com/build/caching/caching-overview/: "the browser always revalidates";
 * https://developers.cloudflare.com/workers/static-assets/headers/, the asset server Pages runs on).
 * Both hosts join the values of a header set by two matching rules, so Cache-Control is set once.
 * Assets get the documents' security headers too (nginx and CloudFront send them only
 * `assetHeaders`): Netlify cannot take a header back for a path, and both index repeated headers
 * (HPACK, QPACK), where they cost a few bytes a response.
 */
export function renderHeadersFile(rules: HostHeaders): string {
  const block = (path: string, headers: Record<string, string>, detached: string[] = []) =>
    `${path}\n${[...detached.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")}\n`;
  return [
    "# Written by `site build`: rebuild rather than edit.\n",
    block(`${rules.base}*`, rules.everywhere),
    block(`${rules.assetsPath}*`, { "Cache-Control": rules.assetsCacheControl }),
    // A folder's own policy comes after the site's. Netlify takes the later rule's value of a
    // header; Cloudflare Pages would join the two, a pair of policies the document must both obey,
    // but `! Name` first detaches the site's there. Netlify's parser skips a line with no colon.
    ...rules.folders.map((folder) =>
      block(`${folder.path}*`, { "Content-Security-Policy": folder.headers["Content-Security-Policy"]! }, ["Content-Security-Policy"]),
    ),
  ].join("\n");
}
