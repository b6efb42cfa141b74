// The contract between the generator and a site: the one object a site's server entry exports as
// its default. The site imports these types only (`import type`); the generator imports nothing
// from the site, and learns everything about it from this object and the layout (project.ts).
// Types only, and none of Node's: the site's tsconfig reads this file.
import type { z } from "zod";

/**
 * The schema library, handed to the site's schema factories: the generator loads it only when a
 * value or a file must be checked, so a build with nothing changed does without it.
 */
export type Zod = typeof z;

/** What the generator reads of a route; the rest of it is for the site's renderer. */
export interface SiteRoute {
  /** "/" or "/name/", the URL form static hosts serve without a redirect; or a file, "/404.html". */
  path: string;
  title: string;
  description: string;
  /** The page to render: opaque to the generator, which hands the route back to `renderPage`. */
  page: unknown;
}

export interface RenderOptions<Entries = Record<string, readonly CollectionEntry[]>> {
  /** Deployment base path, "/" or "/sub/path/". */
  base: string;
  /** Site paths of the stylesheet and of the client entry. */
  assets: { stylesheet: string; script: string };
  /** The shown entries of each collection, newest first. */
  collections: Entries;
  /** False for the not-found page: no canonical URL, noindex. */
  indexable: boolean;
}

export interface RenderedPage {
  /** The whole document, doctype included. */
  html: string;
  /** Names of the islands on the page, as the islands registry has them. */
  islands: string[];
  /** Names of the client entry's behaviours the page relies on (report and budgets only). */
  behaviours: string[];
}

/**
 * What `renderPage` may throw for a page that fails, so that the build names the route and the
 * components that led to the error (its `name` is "PageRenderError").
 */
export interface PageRenderErrorShape {
  name: "PageRenderError";
  route: string;
  component: string;
  componentStack: string;
  cause: unknown;
}

/** The values the build checks before anything is written, and the stand-ins it warns about. */
export interface SiteConfig {
  /** The file that holds them, named in messages: "src/site.ts". */
  file: string;
  /** By name: a message names a field as `SITE.siteUrl`. */
  values: Readonly<Record<string, unknown>>;
  /** A schema for each of `values`, made with the library the generator passes. */
  schemas(z: Zod): Record<string, z.ZodType>;
  /** Stand-in values: each one still found in `values` is a warning, and fails `site build --strict`. */
  placeholders: Readonly<Record<string, unknown>>;
}

/**
 * The site's YAML content files (hero, FAQ, page titles…), which its code imports as data (a
 * default import of `content/home/hero.yaml` is that file's data). The module the project's layout names
 * (`contentFiles`, project.ts) exports it as its default. Each file is checked against its schema
 * and its `{{name}}`s are filled from `values` as it is bundled, for the server and the browser alike.
 */
export interface ContentFilesDefinition {
  /** Folder of the files, from the project root: "content". */
  folder: string;
  /** What `{{name}}` may name: `{ SITE, SPEC }` gives `{{trialDays}}`, `{{productName}}`. */
  values: Readonly<Record<string, unknown>>;
  /** A schema for each file, by its path in the folder ("home/hero.yaml"); strict objects, so a misspelt field is refused. */
  schemas(z: Zod): Record<string, z.ZodType>;
}

/** What the generator needs of every entry of a collection: its URL name and its publication. */
export interface CollectionEntry {
  slug: string;
  /** YYYY-MM-DD: entries are listed newest first; one dated after the day of the build is scheduled. */
  date: string;
  draft: boolean;
  /** Set by the build on an entry a preview shows although it is not published. */
  unpublished?: "draft" | "scheduled";
}

/** One Markdown file of a collection, read and checked, for the site to turn into its entry. */
export interface ParsedEntry<Data = Record<string, unknown>> {
  /** The front matter, as the collection's schema returned it. */
  data: Data;
  /** The `slug` field, or else the file name. */
  slug: string;
  /** The Markdown body, and its HTML (headings from h2 with ids, site links under the base path). */
  body: string;
  html: string;
  /** Site path of the file each of `fileFields` names: { cover: "/blog/images/x.svg" }. */
  files: Record<string, string>;
}

/** A folder of Markdown files with front matter, each an entry of the site: the blog's articles. */
export interface CollectionDefinition<Entry extends CollectionEntry = CollectionEntry, Route extends SiteRoute = SiteRoute, Data = any> {
  /** Messages call an entry so: "article" gives `field "x" is not a field of an article`. */
  entryName: string;
  /** Folder of its `*.md` files, from the project root: "content/blog". */
  folder: string;
  /**
   * Site path of the folder, "/blog/": the files of its `images/` are copied there, and relative
   * links and images of the entries point there.
   */
  sitePath: string;
  /** The front matter's schema; a strict object, so that a misspelt field is refused by name. */
  schema(z: Zod): z.ZodType<Data>;
  /** Fields naming a file of the folder ("images/cover.svg"): an entry whose file is missing is refused. */
  fileFields?: readonly string[];
  entry(parsed: ParsedEntry<Data>): Entry;
  /** A check of every entry at every build, against the site's current data: a message refuses it. */
  refuse?(entry: Entry): string | undefined;
  /** The routes the shown entries give the site (their pages, listings…); they go in the sitemap. */
  routes(entries: readonly Entry[]): Route[];
  /** An Atom feed of the shown entries. */
  feed?: FeedDefinition<Entry>;
}

export interface FeedDefinition<Entry> {
  /** Output file: "blog/feed.xml". */
  file: string;
  title: string;
  /** Site path of the page the feed stands for: "/blog/". */
  home: string;
  /** Language tag of the feed: "fr". */
  lang: string;
  item(entry: Entry): FeedItem;
}

export interface FeedItem {
  title: string;
  /** Site path of the entry's page. */
  path: string;
  author: string;
  category?: string;
  summary: string;
}

/** Size budgets `site check` enforces on the output, as a host serves it; going over names the file. */
export interface Budgets {
  /** Per page, gzipped. */
  htmlGzipBytes: number;
  cssGzipBytes: number;
  /** All the JavaScript a page downloads once its islands have loaded, gzipped. */
  jsGzipBytes: number;
  /** The same for the home page (index.html), which often holds more islands. */
  homeJsGzipBytes: number;
  largestImageBytes: number;
  largestVideoBytes: number;
}

/** The one object a site hands the generator. */
export interface SiteDefinition<
  Route extends SiteRoute = SiteRoute,
  Entries extends Record<string, CollectionEntry> = Record<string, CollectionEntry>,
> {
  /** Every page, in the sitemap's order; collections add theirs after. */
  routes: readonly Route[];
  /** Written to 404.html; never indexed. */
  notFound: Route;
  /** Renders one route to a complete document; the document shell is the site's. */
  renderPage(route: Route, options: RenderOptions<{ [Name in keyof Entries]: readonly Entries[Name][] }>): Promise<RenderedPage>;
  /** Public origin, no trailing slash: sitemap, feeds, robots.txt, and the links `site check` treats as internal. */
  siteUrl: string;
  /** Where the readers are: the day of the build, which decides what is scheduled, is taken there. */
  timeZone: string;
  /**
   * Sent with every response (Content-Security-Policy…): written into every host's files. Called
   * once the config is valid, since the headers are made from its values.
   */
  securityHeaders(): Readonly<Record<string, string>>;
  config: SiteConfig;
  collections: { [Name in keyof Entries]: CollectionDefinition<Entries[Name], Route> };
  /**
   * Every island by name, the name of its file in the islands folder (project.ts): the client
   * loads them in this order. The value is the component, for the site's own lookup.
   */
  islands: Readonly<Record<string, unknown>>;
  /** What `site check` holds the output to. */
  check: { budgets?: Budgets };
}
