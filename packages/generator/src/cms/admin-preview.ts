import { withBase } from "../../shared/url.ts";
import type { Output } from "../output-map.ts";
import type { CollectionEntry, SiteDefinition, SiteRoute } from "../site-definition.ts";

/** The editor's folder in the output, "admin/": the site's `cms.path`, under no base. */
export const adminFolder = (cms: NonNullable<SiteDefinition["cms"]>) => cms.path.replace(/^\/+/, "");

/**
 * preview.json, beside the editor's page: what its previews (src/admin/preview.tsx) need from the
 * build. The stylesheets of a collection are those its entries' pages link (the shared one, then
 * the page's own), their names being hashes of their content; an entry's page is a route the
 * collection makes with it and not without (at its slug, "/blog/<slug>/", or an address of its own). A
 * collection none of whose entries is shown (the first page the team composes) links every
 * stylesheet the pages link, the shared one first: its preview is drawn in the site's styles still.
 * So does one whose pages say which components they draw (SiteRoute.drawn): an editor may add any
 * section to the entry, and its preview must have that section's styles before a build does.
 * `pages` holds the address and title of each page no content file placed (no `origin`): an
 * editor giving a page one of those addresses is refused before saving, as the build would.
 * `placedPages`, the addresses of those a content file placed: with `pages`, every page the editor
 * takes a link to as leading somewhere without reading the repository. `codePages`, the addresses of
 * the site's own routes (not its collections'): for a link to a page the last build did not have,
 * or a former address, the editor makes the collections' pages from the repository's files as they
 * are then, and takes the others from here.
 */
export function adminPreview(
  site: Pick<SiteDefinition, "cms" | "collections" | "siteUrl" | "routes">,
  base: string,
  shown: Readonly<Record<string, readonly CollectionEntry[]>>,
  routes: readonly SiteRoute[],
  sheetsOf: (route: SiteRoute) => string[],
): [string, Output][] {
  if (!site.cms) return [];
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const every = [...new Set(routes.flatMap(sheetsOf))];
  const stylesheets: Record<string, string[]> = {};
  for (const [name, collection] of Object.entries(site.collections ?? {})) {
    if (!collection.cms) continue;
    // An entry's own pages: those the collection makes with it and not without (the blog's listing is not an article's).
    const without = new Set(collection.routes([]).map((made) => made.path));
    const route = (shown[name] ?? [])
      .flatMap((entry) => collection.routes([entry]).filter((made) => !without.has(made.path)))
      .map((made) => byPath.get(made.path))
      .find((found) => found !== undefined);
    stylesheets[name] = (route && route.drawn === undefined ? sheetsOf(route) : every).map((sheet) => withBase(base, sheet));
  }
  const pages = Object.fromEntries(routes.filter((route) => !route.origin).map((route) => [route.path, route.title]));
  const placedPages = routes.filter((route) => route.origin).map((route) => route.path);
  const codePages = site.routes.map((route) => route.path);
  const json = { base, siteUrl: site.siteUrl, stylesheets, pages, placedPages, codePages };
  return [[`${adminFolder(site.cms)}preview.json`, { data: `${JSON.stringify(json)}\n` }]];
}
