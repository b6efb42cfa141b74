import { decodeHTMLAttribute } from "entities";
import { routeFile } from "../../shared/url.ts";
import { didYouMean } from "../did-you-mean.ts";
import { pathForms, type WrittenRedirect } from "../host/redirects.ts";
import type { CollectionDefinition, CollectionEntry, SiteDefinition, SiteRoute } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import type { FileLinks } from "./field-links.ts";
import { linkToNoFragment, linkToNoPage } from "./link-words.ts";
import type { LoadedCollection } from "./load-collection.ts";
import type { ContentLink } from "./markdown-links.ts";

/** The build's check of the links the content makes to the site (its Markdown's, its fields'), told each page as it is rendered. */
export interface LinkCheck {
  /** Whether a page's ids are needed (a link names one of its fragments), by its output file. */
  wants(file: string): boolean;
  /** A page wanted, as rendered: its ids are kept. */
  page(file: string, html: string): void;
  /** Every link against the pages and the output's files, once all are emitted: a ContentError naming each broken one. */
  finish(files: ReadonlyMap<string, unknown>): void;
  /** Before rendering: the links to a page address (`/…/`) no route has, but those `skipped` says may lead to a page not known yet. */
  pageProblems(skipped: (path: string) => boolean): string[];
}

/** A link of a shown entry, with the pages it leads to: its own for a link to "#fragment". */
interface ShownLink {
  file: string;
  link: ContentLink;
  pages: readonly string[];
}

/** What a link is checked against. */
interface KnownSite {
  pages: ReadonlySet<string>;
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  files: ReadonlyMap<string, unknown>;
  /** Former addresses, in both forms, and where each leads. */
  redirects: ReadonlyMap<string, string>;
}

/**
 * The links of the entries the build shows (their Markdown's and their fields' site paths) and
 * those of the YAML files' fields (`fieldLinks`: a menu's), against the pages it makes (`routes`),
 * the ids of those a link names a fragment of, and the other files of the output: a link to no
 * page (or to a former address), or to a fragment its page has no element for, is the writer's
 * mistake, refused in French with the file, line, field, link and the nearest page or id, before
 * the output is swapped in. Linear in the links, plus one pass over the HTML of each page a
 * fragment is named of.
 */
export function startLinkCheck(
  loaded: readonly LoadedCollection[],
  collections: SiteDefinition["collections"],
  shown: Readonly<Record<string, readonly CollectionEntry[]>>,
  routes: readonly SiteRoute[],
  redirects: readonly WrittenRedirect[],
  fieldLinks: readonly FileLinks[],
): LinkCheck {
  // A YAML file's "#fragment" alone is of every page that shows it (a footer's): not followed.
  const links: ShownLink[] = fieldLinks.flatMap(({ file, links: written }) => written.filter((link) => link.path !== "").map((link) => ({ file, link, pages: [link.path] })));
  for (const { name, fileOf, linksOf } of loaded) {
    for (const entry of shown[name] ?? []) {
      const written = linksOf.get(entry.slug) ?? [];
      // Its own pages, for a link to a fragment of the page it is on: made only when one is.
      const own = written.some((link) => link.path === "") ? ownPages(collections[name]!, entry) : [];
      const file = fileOf.get(entry.slug) ?? name;
      for (const link of written) links.push({ file, link, pages: link.path === "" ? own : [link.path] });
    }
  }
  const pages = new Set(routes.map((route) => route.path));
  const wanted = new Set(links.filter(({ link }) => link.fragment !== null).flatMap(({ pages: led }) => led.filter((page) => pages.has(page)).map(routeFile)));
  const ids = new Map<string, ReadonlySet<string>>();
  return {
    wants: (file) => wanted.has(file),
    page: (file, html) => void ids.set(file, idsIn(html)),
    finish(files) {
      const formerly = new Map(redirects.flatMap(({ from, to }) => pathForms(from).map((form) => [form, to] as const)));
      const site: KnownSite = { pages, ids, files, redirects: formerly };
      const refused = links.flatMap((shownLink) => problemOf(shownLink, site) ?? []);
      if (refused.length > 0) throw new ContentError(refused.join("\n"));
    },
    pageProblems(skipped) {
      const formerly = new Map(redirects.flatMap(({ from, to }) => pathForms(from).map((form) => [form, to] as const)));
      const site: KnownSite = { pages, ids: new Map(), files: new Map(), redirects: formerly };
      const toPages = links.filter(({ link }) => link.path.endsWith("/") && !skipped(link.path));
      return toPages.flatMap((shownLink) => problemOf(shownLink, site) ?? []);
    },
  };
}

/** Why a link is broken, or undefined when it is not. */
function problemOf({ file, link, pages }: ShownLink, site: KnownSite): string | undefined {
  const place = { file, line: link.line, field: link.field };
  const { path, fragment } = link;
  if (path !== "" && !site.pages.has(path)) {
    // A field's path not from the root ("tarifs/") is another page's from each page: no file's either.
    const rooted = path.startsWith("/");
    const asFile = path.endsWith("/") ? routeFile(path) : path.slice(1);
    if (rooted && site.files.has(asFile)) return undefined;
    const slash = rooted && (site.pages.has(`${path}/`) || site.files.has(routeFile(`${path}/`)));
    return linkToNoPage(place, link, path, { slash, redirectedTo: site.redirects.get(path), near: didYouMean(path, [...site.pages]) });
  }
  if (fragment === null) return undefined;
  // A page the build did not render (a file of the public folder) is not looked into.
  const found = pages.flatMap((page) => site.ids.get(routeFile(page)) ?? []);
  if (found.length === 0 || found.some((ids) => ids.has(fragment))) return undefined;
  return linkToNoFragment(place, link, path, fragment, didYouMean(fragment, found.flatMap((ids) => [...ids])));
}

/** The pages an entry makes that its collection does not make without it (an article's, not the blog's listing). */
function ownPages(collection: CollectionDefinition, entry: CollectionEntry): string[] {
  const without = new Set(collection.routes([]).map((route) => route.path));
  return collection.routes([entry]).map((route) => route.path).filter((path) => !without.has(path));
}

/**
 * The ids of a page's elements, and the names of its anchors, as a link's fragment names them. Any
 * element's `name` is taken, not only an anchor's: telling them apart took three times as long,
 * and a form field named like a missing fragment is rare.
 */
function idsIn(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]*)"/g)) ids.add(decodeHTMLAttribute(match[1]!));
  return ids;
}
