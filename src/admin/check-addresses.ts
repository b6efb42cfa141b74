import type { CollectionDefinition, CollectionEntry } from "site-generator";
import { addressTaken, fieldAt, lineOfField } from "site-generator/content";
import { didYouMean, formerAddressIsPage, formerAddressTwice, frontMatterLine, linkToNoPage, pageName, pathForms, placeName, yamlLine } from "site-generator/content";
import { ContentError, type ContentPlace, type ContentLink } from "site-generator/content";
import { EDITED_COLLECTIONS } from "./collections.ts";
import type { CurrentContent } from "./current-content.ts";
import { readEditedEntry } from "./preview-entry.ts";
import { readRepositoryFile, readRepositoryFolder } from "./repository-files.ts";

/** What the last build said of the site's pages (preview.json, cms/admin-preview.ts). */
interface BuiltSite {
  /** The pages no content file placed, their titles by address. */
  pages: Readonly<Record<string, string>>;
  /** The addresses of the pages a content file placed. */
  placedPages: readonly string[];
  /** The addresses of the site's own routes, which no collection makes. */
  codePages: readonly string[];
}

/** An entry about to be saved: its collection, file, text and the entry the build would make of it. */
interface Saved {
  collection: CollectionDefinition;
  file: string;
  text: string;
  made: CollectionEntry;
}

/** A redirect of the content as the repository has it: where it is written and where it leads. */
interface Claim {
  to: string;
  place: { file: string; path: readonly (string | number)[] };
}

/** The site as the repository has it now: every page by address, every former address (each form) by its first claim. */
interface SiteNow {
  pages: Map<string, { title: string; file?: string }>;
  claims: Map<string, Claim>;
}

/** The pages of the last build that no content file placed, their titles by address (preview.json's `pages`). */
let builtPages: Readonly<Record<string, string>> = {};
/** With the other pages and the site's own routes (`placedPages`, `codePages`), when the last build gave them: links and former addresses are checked then. */
let builtSite: BuiltSite | undefined;

/**
 * Given the last build's pages at start (src/admin/main.ts): a page may not take one of their
 * addresses; with the site's own routes, a link must lead to a page, and a former address must not
 * be one.
 */
export function knowBuiltPages(pages: Readonly<Record<string, string>>, routes?: Omit<BuiltSite, "pages">): void {
  builtPages = pages;
  builtSite = routes ? { pages, ...routes } : undefined;
}

/**
 * The addresses the entry places its pages at (routes with an `origin`, as composed pages have),
 * refused as the build refuses them (shared-addresses.ts) when a page of the last build that no
 * content file placed has one, or another file of the collection gives it as the repository has
 * it now (a page composed since the build, or in the editorial workflow).
 */
export function refuseTakenAddresses({ collection, file, text, made }: Saved, others: readonly { path: string; data: Record<string, unknown> }[]): void {
  for (const { path, origin } of collection.routes([made]).filter((route) => route.origin)) {
    const { field } = origin!;
    const where = fieldAt(file, field, lineOfField(text, field));
    const title = builtPages[path];
    if (title !== undefined) throw new ContentError(addressTaken(where, path, { title }));
    const holder = others.find((other) => other.data[field] === path);
    if (holder) throw new ContentError(addressTaken(where, path, { title: String(holder.data.title), origin: { file: holder.path, field } }));
  }
}

/**
 * The saved entry's links to the site's pages (its Markdown's, its fields' site paths) and its
 * former addresses, refused as the build refuses them (content-links.ts, redirect-clashes.ts),
 * with its words. The pages are the site's own routes (the last build's) and those the collections
 * make from the repository's files now, the entry being saved as it will be: a page published
 * since the last build is known. The repository's files are made into entries only when a link is
 * to a page the last build did not have, or the entry has former addresses.
 */
export async function refuseBrokenAddresses(saved: Saved, links: readonly ContentLink[], content: CurrentContent): Promise<void> {
  const built = builtSite;
  if (!built) return;
  const checked = unknownTargets(links, built, saved.collection.routes([saved.made]).map((route) => route.path));
  const redirected = saved.collection.redirects?.of(saved.made);
  if (checked.length === 0 && !redirected?.from.length) return;
  const site = await siteNow(built, saved, content);
  refuseLinks(saved.file, checked, site);
  if (redirected) await refuseFormerAddresses(site, saved, redirected);
}

/** A YAML file's links to the site's pages (a menu's site paths), refused as the build refuses them, against the same pages. */
export async function refuseBrokenFieldLinks(file: string, links: readonly ContentLink[], content: CurrentContent): Promise<void> {
  const built = builtSite;
  if (!built) return;
  const checked = unknownTargets(links, built, []);
  if (checked.length > 0) refuseLinks(file, checked, await siteNow(built, undefined, content));
}

/**
 * The links to a page neither the last build nor `own` (the saved entry's pages) has. A link to
 * a file (a dot in its last segment) or only to a `#fragment` is left to the build: the editor has
 * neither the public files nor the pages' ids.
 */
function unknownTargets(links: readonly ContentLink[], built: BuiltSite, own: readonly string[]): ContentLink[] {
  const known = new Set([...Object.keys(built.pages), ...built.placedPages, ...own]);
  return links.filter((link) => link.path !== "" && !/\.[^/]*$/.test(link.path) && !known.has(link.path));
}

/** The first of `links` to no page of the site as the repository has it now, refused with the build's words. */
function refuseLinks(file: string, links: readonly ContentLink[], site: SiteNow): void {
  for (const link of links) {
    if (site.pages.has(link.path)) continue;
    const slash = link.path.startsWith("/") && !link.path.endsWith("/") && site.pages.has(`${link.path}/`);
    const why = { slash, redirectedTo: site.claims.get(link.path)?.to, near: didYouMean(link.path, [...site.pages.keys()]) };
    throw new ContentError(linkToNoPage({ file, line: link.line, field: link.field }, link, link.path, why));
  }
}

/** The saved entry's former addresses: none a page's address, none another place's, none twice. */
async function refuseFormerAddresses(site: SiteNow, saved: Saved, { from, to }: { from: readonly string[]; to: string }): Promise<void> {
  const field = saved.collection.redirects!.field;
  const lineOf = (index: number) => frontMatterLine(saved.text, [field, index]);
  for (const [index, address] of from.entries()) {
    const place: ContentPlace = { file: saved.file, line: lineOf(index), field };
    const forms = pathForms(address);
    const page = forms.map((form) => site.pages.get(form)).find((found) => found !== undefined);
    if (page) throw new ContentError(formerAddressIsPage(place, address, { own: forms.includes(to), name: pageName(page) }));
    const claim = forms.map((form) => site.claims.get(form)).find((found) => found !== undefined);
    if (claim) throw new ContentError(formerAddressTwice(place, address, { where: await whereIs(claim.place), to: claim.to }));
    const repeated = from.findIndex((other, at) => at < index && pathForms(other).some((form) => forms.includes(form)));
    if (repeated >= 0) throw new ContentError(formerAddressTwice(place, address, { where: placeName({ file: saved.file, line: lineOf(repeated) }), to }));
  }
}

/** "content/blog/x.md:5": the line read from the file as the repository has it. */
async function whereIs({ file, path }: Claim["place"]): Promise<string> {
  const text = await readRepositoryFile(file).catch(() => "");
  return placeName({ file, line: file.endsWith(".md") ? frontMatterLine(text, path) : yamlLine(text, path) });
}

/**
 * Every page and former address of the site as the repository has it now: the last build's own
 * routes, and each collection's pages and redirects made from its files (the saved entry as it
 * will be, if one is; drafts too, since they will be pages). A file that does not read is a
 * mistake of its own, which this save neither makes nor mends.
 */
async function siteNow(built: BuiltSite, saved: Saved | undefined, content: CurrentContent): Promise<SiteNow> {
  const pages: SiteNow["pages"] = new Map(built.codePages.map((path) => [path, { title: built.pages[path] ?? path }]));
  const claims: SiteNow["claims"] = new Map();
  for (const collection of Object.values(EDITED_COLLECTIONS)) {
    const entries: { file: string; entry: CollectionEntry }[] = [];
    for (const { file, data } of await readRepositoryFolder(collection.folder, "md")) {
      if (file.path === saved?.file) continue;
      const entry = await readEditedEntry(collection, { file: file.path, text: data }, content, { base: "/", siteUrl: "" }).catch(() => undefined);
      if (entry) entries.push({ file: file.path, entry });
    }
    const made = collection === saved?.collection ? [...entries.map(({ entry }) => entry), saved.made] : entries.map(({ entry }) => entry);
    for (const route of collection.routes(made)) if (!pages.has(route.path)) pages.set(route.path, { title: route.title, ...(route.origin ? { file: route.origin.file } : {}) });
    const redirects = collection.redirects;
    const written = entries.flatMap(({ file, entry }) => {
      const { from, to } = redirects?.of(entry) ?? { from: [], to: "" };
      return from.map((address, index) => ({ from: address, to, place: { file, path: [redirects!.field, index] } }));
    });
    for (const { from, ...claim } of [...written, ...(collection.pageRedirects?.(made) ?? []).filter((redirect) => redirect.place)]) {
      for (const form of pathForms(from)) if (!claims.has(form)) claims.set(form, { to: claim.to, place: claim.place! });
    }
  }
  return { pages, claims };
}
