import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE } from "../../packages/generator/src/host/cache-control.ts";
import { IMAGE_POLICY } from "../../packages/generator/src/host/host-headers.ts";
import { readHeadersFile } from "../../packages/generator/src/serve/headers-file.ts";
import { SITE } from "../../src/site.ts";
import { RULES, useBuild } from "../helpers/host-files.ts";
import { matchLocation, parseNginx } from "../helpers/parse-nginx.ts";
import { projectBuild } from "../helpers/project-build.ts";

// The build writes one configuration per host (_headers, dist/_host/nginx.conf, the CloudFront
// functions), each from hostHeaders in packages/generator/src/host/host-headers.ts; the CloudFront functions
// never run in CI, so this comparison of what each would send is what keeps the hosts agreeing.
const readBuilt = useBuild();

describe("every host's files, from the one description of the headers", () => {
  /** What each host sends for a site path that exists, by lower-case header name. */
  async function sentBy(sitePath: string) {
    const lower = (entries: [string, string][]) => Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value]));
    // Netlify and Cloudflare Pages: every matching rule, Cache-Control by the host's default otherwise.
    const rules = (await readHeadersFile(path.join(await projectBuild(), "_headers"))).filter((rule) => rule.pattern.test(sitePath));
    const headersFile = { "cache-control": REVALIDATE, ...lower(rules.flatMap((rule) => rule.headers)) };
    // nginx: the one location that matches.
    const location = matchLocation(parseNginx(await readBuilt("_host/nginx.conf")), sitePath)!;
    const nginx = lower(location.block!.filter((d) => d.name === "add_header").map((d) => [d.args[0]!, d.args[1]!]));
    // CloudFront: the viewer-response function.
    const context: { handler?: (event: unknown) => { headers: Record<string, { value: string }> } } = {};
    vm.runInNewContext(await readBuilt("_host/cloudfront-viewer-response.js"), context);
    const response = context.handler!({ request: { uri: sitePath }, response: { statusCode: 200, headers: {} } });
    const cloudFront = Object.fromEntries(Object.entries(response.headers).map(([name, { value }]) => [name, value]));
    return { headersFile, nginx, cloudFront };
  }

  const lowerCased = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

  it.each(["/", "/blog/", "/404.html", "/sitemap.xml"])("sends the same headers for %s", async (sitePath) => {
    const { headersFile, nginx, cloudFront } = await sentBy(sitePath);
    const expected = lowerCased({ ...RULES.everywhere, "Cache-Control": REVALIDATE });
    expect(headersFile).toEqual(expected);
    expect(nginx).toEqual(expected);
    expect(cloudFront).toEqual(expected);
  });

  // The footer's form posts to the newsletter provider and its script fetches it (src/site.ts,
  // SITE.newsletter); with none set, pages post and fetch nowhere but the site.
  it("lets pages post to the newsletter provider and fetch from it and the measurement's endpoint, from every host, and nowhere else", async () => {
    const provider = SITE.newsletter ? [new URL(SITE.newsletter.endpoint).origin] : [];
    const measurement = SITE.measurement ? [SITE.measurement.endpoint] : [];
    for (const headers of Object.values(await sentBy("/")) as Record<string, string>[]) {
      const directives = new Map(headers["content-security-policy"]!.split(/;\s*/).map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));
      expect(directives.get("form-action")).toEqual(["'self'", ...provider]);
      expect(directives.get("connect-src")).toEqual(["'self'", ...provider, ...measurement]);
    }
  });

  // _headers cannot take a header back for a path: there, assets and images get every security header.
  it.each(["/favicon.svg", "/blog/images/cover.svg", "/blog/images/photo-800.1a2b3c4d.avif"])(
    "sends the image %s nosniff and a policy that allows nothing, from nginx and CloudFront",
    async (sitePath) => {
      const { headersFile, nginx, cloudFront } = await sentBy(sitePath);
      const expected = { "x-content-type-options": "nosniff", "content-security-policy": IMAGE_POLICY, "cache-control": REVALIDATE };
      expect(nginx).toEqual(expected);
      expect(cloudFront).toEqual(expected);
      expect(headersFile).toEqual(lowerCased({ ...RULES.everywhere, "Cache-Control": REVALIDATE }));
    },
  );

  // _headers cannot take a header back for a path: there, assets get every security header.
  it("sends an asset only nosniff and a year of caching, from nginx and CloudFront", async () => {
    const { headersFile, nginx, cloudFront } = await sentBy("/assets/site-0123456789.css");
    const expected = { "x-content-type-options": "nosniff", "cache-control": IMMUTABLE };
    expect(nginx).toEqual(expected);
    expect(cloudFront).toEqual(expected);
    expect(headersFile).toEqual(lowerCased({ ...RULES.everywhere, "Cache-Control": IMMUTABLE }));
  });
});
