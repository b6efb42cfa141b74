// The contract between the generator and a site: the one object a site's server entry exports as
// its default. The site imports these types only (`import type`); the generator imports nothing
// from the site, and learns everything about it from this object and the layout (project.ts).
// Types only, and none of Node's: the site's tsconfig reads this file.
import type { z } from "zod";
import type { CollectionDefinition, CollectionEntry } from "./site-contract/collections.ts";
import type { RenderedPage, RenderOptions } from "./site-contract/render.ts";
import type { Redirect, SiteRoute, Zod } from "./site-contract/route.ts";
import type { ShareCardsDefinition } from "./site-contract/share-cards.ts";
import type { CmsDefinition } from "./cms/cms-definition.ts";

// The contract in parts, each read from here.
export type { Redirect, SiteRoute, Zod } from "./site-contract/route.ts";
export type { CollectionDefinition, CollectionEntry, ContentCollectionDefinition, ContentFileDefinition, ContentFilesDefinition, FeedDefinition, FeedItem, MarkdownHeading, MarkdownPart, ParsedEntry, ResponsiveImage } from "./site-contract/collections.ts";
export type { CrossCollectionRule, CrossFileRule, FieldRefusal } from "./site-contract/rules.ts";
export type { PageRenderErrorShape, RenderedPage, RenderOptions } from "./site-contract/render.ts";
export type { ShareCard, ShareCardFont, ShareCardsDefinition } from "./site-contract/share-cards.ts";
export type { CmsBackend, CmsDefinition, CollectionCms } from "./cms/cms-definition.ts";

/** The values the build checks before anything is written, and the stand-ins it warns about. */
export interface SiteConfig {
  /** The file that holds them, named in messages: "src/site.ts". */
  file: string;
  /** By name: a message names a field as `SITE.siteUrl`. */
  values: Readonly<Record<string, unknown>>;
  /** A schema for each of `values`, made with the library the generator passes. */
  schemas(z: Zod): Record<string, z.ZodType>;
  /**
   * What marks a stand-in value: each text of `values` one of them finds is a warning, and fails
   * `site build --strict`. Marks, not the stand-ins' own values: a real value may equal a stand-in.
   */
  placeholderMarks: readonly RegExp[];
  /** Values made from the others (for `{{…}}`): not searched for stand-ins, the value they come from is named instead. */
  derived?: readonly string[];
  /**
   * What every build says of the configuration, one line each: a feature left off until its owner
   * sets it up ("the newsletter sign-up is off: set SITE.newsletter"). Not a warning: off is a choice.
   */
  notices?: readonly string[];
}

/** Size budgets `site check` enforces on the output, as a host serves it; going over names the file. */
export interface Budgets {
  /** Per page, gzipped. */
  htmlGzipBytes: number;
  /** Per page: the stylesheets it links, each gzipped, summed. */
  cssGzipBytes: number;
  /**
   * All the JavaScript a page can download, gzipped: what it loads, however it is loaded, and what
   * its scripts ask for as the visitor comes to it (packages/generator/src/check/page-scripts.ts).
   */
  jsGzipBytes: number;
  /**
   * The search's own code, gzipped: Pagefind's scripts and WebAssembly in the search's folder
   * (SiteDefinition.search), which a page asks for only once the visitor opens the search. Counted
   * once, apart from every page's figure, which its scripts cannot reach (the site names the
   * script's URL in its markup).
   */
  searchGzipBytes?: number;
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
   * What of the build's day (RenderOptions.today) a page can show: `(day) => day.slice(0, 4)` for a
   * footer's year. A page is rendered again when this changes, not when the day does, so that the
   * nightly build renders only what changed (render-memo.ts); without it, the whole day counts and
   * each day's first build renders every page. Saying less than the pages show would leave stale
   * pages: the site tests it (two builds on days giving the same value, byte for byte the same).
   */
  dayShown?: (today: string) => string;
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
  /**
   * Site paths of files of the public folder to publish as responsive images rather than as they
   * are ("/videos/still.webp"): the site finds each in `RenderOptions.images`.
   */
  images?: readonly string[];
  /** What `site check` holds the output to. */
  check: { budgets?: Budgets };
  /** A share card per page (og:image); without it, pages keep whatever image the site names. */
  shareCards?: ShareCardsDefinition<Route>;
  /** A Git-based CMS at `path` (cms/admin-files.ts), whose config is made from the content's schemas. */
  cms?: CmsDefinition;
  /**
   * Site-wide permanent redirects (those of entries come from their collection): `field` names
   * where they are written, "SITE.redirects" (of `config.file`), in messages.
   */
  redirects?: { field: string; rules: readonly Redirect[] };
  /** A static search index of the pages, made at each build (search/search-index.ts); without it, none. */
  search?: SearchDefinition;
}

/**
 * Which pages the search covers is the site's to say, in its markup: Pagefind indexes a page only
 * if it holds an element with `data-pagefind-body`, and only that element's text (its
 * `data-pagefind-ignore` parts left out). Pages search engines must not list are never indexed.
 */
export interface SearchDefinition {
  /** The output folder, under the base path, of the index and of Pagefind's script: "pagefind". */
  folder: string;
  /** The pages' language (ISO 639-1), whose stemming finds a word's other forms: "fr". */
  language: string;
}
