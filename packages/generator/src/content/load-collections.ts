import { readFileSync } from "node:fs";
import path from "node:path";
import type { Site } from "../bundle-server.ts";
import { ContentError, loadCollection, type LoadedCollection, type LoadOptions } from "./load-collection.ts";
import { contentValues } from "./fill-values.ts";
import { selectPublished, todayIn } from "./select-published.ts";
import { startLinkCheck } from "./content-links.ts";
import { siteRedirects } from "../host/redirects.ts";
import type { CollectionEntry, SiteRoute } from "../site-definition.ts";
import type { WrittenRedirect } from "../host/redirects.ts";

export { ContentError } from "./load-collection.ts";

/** Every collection of the site, in the definition's order, its `{{name}}`s filled from the config. */
export async function loadCollections(site: Site, options: Omit<LoadOptions, "siteUrl" | "values">): Promise<LoadedCollection[]> {
  const { config, siteUrl } = site.definition;
  let values: ReadonlyMap<string, string>;
  try {
    values = contentValues(config.values);
  } catch (error) {
    throw new ContentError(`${config.file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const loaded: LoadedCollection[] = [];
  for (const [name, collection] of Object.entries(site.definition.collections)) {
    loaded.push(await loadCollection(name, collection, { ...options, siteUrl, values }));
  }
  // Every collection's refused files in one build, and the links of the files read to no page.
  // The rules across collections need every entry: one a refused file lacks would be reported missing.
  const refused = loaded.flatMap((collection) => collection.refused);
  if (refused.length > 0) throw new ContentError([...refused, ...pageLinkProblems(site, loaded)].join("\n"));
  await refuseAcrossCollections(site, loaded, options.root);
  return loaded;
}

/**
 * Each collection's cross-collection rule (a page naming a customer reference that exists), once
 * every collection is loaded, against every entry of the others, drafts included: a draft named by
 * a page is there once published. Every refusal in one message, naming file, line and field.
 */
async function refuseAcrossCollections(site: Site, loaded: readonly LoadedCollection[], root: string): Promise<void> {
  const refused: string[] = [];
  for (const collection of loaded) {
    const rule = site.definition.collections[collection.name]?.crossCollection;
    if (!rule) continue;
    const slugs = Object.fromEntries(loaded.filter(({ name }) => rule.collections.includes(name)).map(({ name, entries }) => [name, entries.map((entry) => entry.slug)]));
    for (const entry of collection.entries) {
      const refusal = rule.refuse(entry, slugs);
      if (!refusal) continue;
      const file = collection.fileOf.get(entry.slug) ?? collection.name;
      // Loaded only on a refusal: a build that has none reads no YAML here.
      const { crossCollectionMessage } = await import("./cross-collection.ts");
      refused.push(crossCollectionMessage(file, readFileSync(path.join(root, file), "utf8"), refusal));
    }
  }
  if (refused.length > 0) throw new ContentError(refused.sort().join("\n"));
}

/**
 * The links of the files read to pages no route has, while others are refused: the build stops
 * before rendering, and one build still names them. Pages only: a fragment needs its page
 * rendered, a file (a feed) the output written. A link that may lead to a refused file's page (its
 * address is in the path) is left to the build that reads that file.
 */
function pageLinkProblems(site: Site, loaded: readonly LoadedCollection[]): string[] {
  const { definition } = site;
  const today = todayIn(definition.timeZone);
  // Every entry's page, drafts' included: a link to one is no mistake of `site serve`'s.
  const every = showCollections(site, loaded, { drafts: true, today });
  const shown = showCollections(site, loaded, { drafts: false, today }).entries;
  const check = startLinkCheck(loaded, definition.collections, shown, [...definition.routes, ...every.routes], [...siteRedirects(definition), ...every.redirects], site.fieldLinks);
  const refusedSlugs = loaded.flatMap((collection) => collection.refusedSlugs);
  return check.pageProblems((page) => refusedSlugs.some((slug) => page.includes(`/${slug}/`)));
}

interface ShownContent {
  /** The entries pages show, by collection. */
  entries: Record<string, readonly CollectionEntry[]>;
  /** The routes they give the site, collection after collection. */
  routes: SiteRoute[];
  /** The former URLs of the shown entries, each with the file and field that lists it. */
  redirects: WrittenRedirect[];
}

/** What the build shows of the collections: published entries, or all of them, marked, in a preview. */
export function showCollections(site: Site, loaded: readonly LoadedCollection[], publication: { drafts: boolean; today: string }): ShownContent {
  const entries: Record<string, readonly CollectionEntry[]> = {};
  const ended: Record<string, readonly CollectionEntry[]> = {};
  for (const collection of loaded) {
    const selected = selectPublished(collection.entries, publication);
    entries[collection.name] = selected.shown;
    ended[collection.name] = selected.ended;
  }
  const routes = Object.entries(site.definition.collections).flatMap(([name, collection]) => collection.routes(entries[name] ?? []));
  const redirects = loaded.flatMap(({ name, fileOf }) => {
    const collection = site.definition.collections[name];
    const redirected = collection?.redirects;
    const ofEntries = (entries[name] ?? []).flatMap((entry) => {
      if (!redirected) return [];
      const { from, to } = redirected.of(entry);
      const file = fileOf.get(entry.slug) ?? name;
      const origin = `${file}, field ${redirected.field}`;
      return from.map((path, index) => ({ from: path, to, origin, place: { file, path: [redirected.field, index] } }));
    });
    // An ended entry's address leads to the page its entry names.
    const ofEnded = (ended[name] ?? []).flatMap((entry) => {
      if (!collection?.ended) return [];
      const { from, to } = collection.ended.of(entry);
      const file = fileOf.get(entry.slug) ?? name;
      const origin = `${file}, field ${collection.ended.field}`;
      return from.map((path) => ({ from: path, to, origin, place: { file, path: [collection.ended!.field] } }));
    });
    return [...ofEntries, ...ofEnded, ...(collection?.pageRedirects?.(entries[name] ?? []) ?? [])];
  });
  return { entries, routes, redirects };
}
