import { withBase } from "../../shared/url.ts";
import type { Output } from "../output-map.ts";
import type { CollectionEntry, SiteDefinition, SiteRoute } from "../site-definition.ts";

/** The editor's folder in the output, "admin/": the site's `cms.path`, under no base. */
export const adminFolder = (cms: NonNullable<SiteDefinition["cms"]>) => cms.path.replace(/^\/+/, "");

/**
 * preview.json, beside the editor's page: what its previews (src/admin/preview.tsx) need from the
 * build. The stylesheets of a collection are those its entries' pages link (the shared one, then
 * the page's own), their names being hashes of their content; an entry's page is the route at
 * the collection's site path and its slug ("/blog/<slug>/"), as the site's routes place them. A
 * collection none of whose entries is shown has no page to take them from, and none.
 */
export function adminPreview(
  site: Pick<SiteDefinition, "cms" | "collections" | "siteUrl">,
  base: string,
  shown: Readonly<Record<string, readonly CollectionEntry[]>>,
  routes: readonly SiteRoute[],
  sheetsOf: (route: SiteRoute) => string[],
): [string, Output][] {
  if (!site.cms) return [];
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const stylesheets: Record<string, string[]> = {};
  for (const [name, collection] of Object.entries(site.collections ?? {})) {
    if (!collection.cms) continue;
    const route = (shown[name] ?? []).map((entry) => byPath.get(`${collection.sitePath}${entry.slug}/`)).find((found) => found !== undefined);
    if (route) stylesheets[name] = sheetsOf(route).map((sheet) => withBase(base, sheet));
  }
  return [[`${adminFolder(site.cms)}preview.json`, { data: `${JSON.stringify({ base, siteUrl: site.siteUrl, stylesheets })}\n` }]];
}
