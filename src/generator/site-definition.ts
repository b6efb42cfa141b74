// The contract between the generator and a site: the one object a site's server entry exports as
// its default. The site imports these types only (`import type`); the generator imports nothing
// from the site, and learns everything about it from this object and the layout (project.ts).
// Types only, and none of Node's: the site's tsconfig reads this file.
import type { CmsDefinition, CollectionCms } from "./cms/cms-definition.ts";
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
  /**
   * YYYY-MM-DD, the day the page's content last changed, written as the sitemap's `<lastmod>`.
   * Only where it is known (an article's date or `updated`): a page without one gets none, rather
   * than the day of the build, which would tell search engines every page changed at every build.
   */
  lastModified?: string;
  /** False for a page search engines must not list (a thank-you page): rendered as the not-found page is, noindex, and left out of the sitemap. */
  indexable?: boolean;
}

export interface RenderOptions<Entries = Record<string, readonly CollectionEntry[]>> {
  /** Deployment base path, "/" or "/sub/path/". */
  base: string;
  /**
   * Site paths of the page's stylesheets, to link in this order (one shared by every page, then the
   * page's own, chosen from what its page component imports: page-styles.ts), and of the client entry.
   */
  assets: {
    stylesheets: readonly string[];
    script: string;
    /** Site path of the content-hashed copy of public/favicon.svg (site-icon.ts), if the site has one. */
    icon?: string;
    /**
     * Site path of the stylesheet of what the site's scripts make (the styles entry's files in the
     * client entry's folder), if it has any: no page links it, so that its bytes stay out of every
     * page's first round trip; the site writes where its scripts find it, and they link it.
     */
    scriptStylesheet?: string;
  };
  /** The shown entries of each collection, newest first. */
  collections: Entries;
  /** False for the not-found page and a route marked so: no canonical URL, noindex. */
  indexable: boolean;
  /** The site's `images`, by site path, as the build made them. */
  images: Readonly<Record<string, ResponsiveImage>>;
  /** The page's share card (`SiteDefinition.shareCards`), when it has one: its site path and size, for og:image. */
  shareCard?: { path: string; width: number; height: number };
  /**
   * Set when the build is for `site serve`: a path of the server (outside the base path) that
   * prints in its terminal what a page posts there (JSON or a form) and answers 204. A site
   * posts there what it would send to a third party (its audience measurement), so that a
   * preview counts nothing and shows what would be counted.
   */
  previewBeacon?: string;
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
 * The site's content registry: its YAML content files (hero, FAQ, page titles…), which its code
 * imports as data (a default import of `content/home/hero.yaml` is that file's data), and its
 * Markdown collections. The module the project's layout names (`contentFiles`, project.ts) exports
 * it as its default. Each YAML file is checked against its schema and its `{{name}}`s are filled
 * from `values` as it is bundled, for the server and the browser alike.
 */
export interface ContentFilesDefinition {
  /** Folder of the files, from the project root: "content". */
  folder: string;
  /** What `{{name}}` may name: `{ SITE, SPEC }` gives `{{trialDays}}`, `{{productName}}`. */
  values: Readonly<Record<string, unknown>>;
  /** Every YAML file, by its path in the folder ("home/hero.yaml"); a file not listed cannot be imported. */
  files: Readonly<Record<string, ContentFileDefinition>>;
  /** Every Markdown collection, by its name in `SiteDefinition.collections`: the same folder and schema. */
  collections: Readonly<Record<string, ContentCollectionDefinition>>;
}

/** One YAML content file: how editors name it, and its schema (a strict object, so a misspelt field is refused). */
export interface ContentFileDefinition {
  label: string;
  schema(z: Zod): z.ZodType;
}

/** One Markdown collection: its folder from the project root, how editors name it, its front matter's schema. */
export interface ContentCollectionDefinition {
  folder: string;
  label: string;
  schema(z: Zod): z.ZodType;
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
  /** The same HTML cut at each top-level h2 and h3: for pages that lay out sections themselves. */
  parts: readonly MarkdownPart[];
  /** Site path of the file each of `fileFields` names: { cover: "/blog/images/x.svg" }. */
  files: Record<string, string>;
  /** The image each of `imageFields` names, ready for a `<picture>`. */
  images: Record<string, ResponsiveImage>;
}

/**
 * An image as the build publishes it. A JPEG, PNG or WebP becomes AVIF and WebP at a few widths,
 * upright (EXIF orientation applied), in sRGB, its metadata stripped; any other image (SVG) is used
 * as it is, with `sources` empty.
 */
export interface ResponsiveImage {
  /** Site path of the `<img src>`: the widest WebP, or the file itself. */
  src: string;
  /** Intrinsic size, upright: the `width` and `height` attributes, hence the aspect ratio. */
  width: number;
  height: number;
  /** One per format, best first (AVIF, then WebP): each width's site path, for `srcset`. */
  sources: { type: string; srcset: { path: string; width: number }[] }[];
  /**
   * A small SVG's data: URL, for a page whose largest paint it is (Picture's `loading="eager"`):
   * written into the page, it comes with the HTML instead of in a request of its own.
   */
  inline?: string;
}

/** A heading of an entry's body: its id (`{#id}` or GitHub's), its inner HTML and its text. */
export interface MarkdownHeading {
  depth: number;
  id: string;
  html: string;
  text: string;
  /** In the file, for messages. */
  line: number;
}

/** A heading and the HTML after it, up to the next h2 or h3; the first part has none if text comes first. */
export interface MarkdownPart {
  heading?: MarkdownHeading;
  html: string;
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
  /**
   * Every heading must set its id, `## Titre {#titre}`: other pages link to them, and fixing a typo
   * in a title must not break those links. A heading without one is refused, with its line.
   */
  explicitHeadingIds?: boolean;
  /** Fields naming a file of the folder ("images/cover.svg"): an entry whose file is missing is refused. */
  fileFields?: readonly string[];
  /** Fields naming an image of the folder, refused when missing like `fileFields`, handed over in `ParsedEntry.images`. */
  imageFields?: readonly string[];
  /**
   * The `sizes` attribute of the images of the entries' Markdown, how wide they show:
   * "(min-width: 800px) 700px, 100vw". JPEG, PNG and WebP ones become a `<picture>`.
   */
  markdownImageSizes?: string;
  /** How the CMS shows the collection (its front matter's fields come from `schema`); none: not edited there. */
  cms?: CollectionCms;
  entry(parsed: ParsedEntry<Data>): Entry;
  /** A check of every entry at every build, against the site's current data: a message refuses it. */
  refuse?(entry: Entry): string | undefined;
  /** The routes the shown entries give the site (their pages, listings…); they go in the sitemap. */
  routes(entries: readonly Entry[]): Route[];
  /** An Atom feed of the shown entries. */
  feed?: FeedDefinition<Entry>;
  /**
   * An entry's former URLs, each answered with a 301 to its page: `field` is the front matter
   * field that lists them (named with the entry's file in messages), `from` its site paths.
   */
  redirects?: { field: string; of(entry: Entry): { from: readonly string[]; to: string } };
}

/**
 * A permanent (301) redirect, in site paths ("/blog/old-name/"; the base path is added by the
 * build). A path ending in "/" or without a dot in its last segment also answers without, or
 * with, its trailing slash. Letters, digits and `-._~/` only, so that every host's file can hold it.
 */
export interface Redirect {
  from: string;
  to: string;
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
  /** YYYY-MM-DD, when the entry last changed, if after its date: the entry's `<updated>`. */
  updated?: string;
}

/** Size budgets `site check` enforces on the output, as a host serves it; going over names the file. */
export interface Budgets {
  /** Per page, gzipped. */
  htmlGzipBytes: number;
  /** Per page: the stylesheets it links, each gzipped, summed. */
  cssGzipBytes: number;
  /** All the JavaScript a page downloads once its islands have loaded, gzipped. */
  jsGzipBytes: number;
  /** The same for the home page (index.html), which often holds more islands. */
  homeJsGzipBytes: number;
  largestImageBytes: number;
  largestVideoBytes: number;
}

/** A font a share card is set in: a file of an installed package's `files/` folder (as fontsource ships them), at a weight of its axis. */
export interface ShareCardFont {
  package: string;
  file: string;
  weight: number;
}

/** What a page's share card shows (share-cards/card-design.ts lays it out). */
export interface ShareCard {
  /** The short line above the title: an article's category, a page's section. */
  eyebrow: string;
  title: string;
  /** Site path of an image the build publishes (an article's cover), drawn beside the title. */
  image?: string;
}

/**
 * The 1200×630 JPEG drawn for each page that has one, shown by link previews (og:image): the
 * generator draws them in the site's fonts and colours, and keeps them by what they are drawn from.
 */
export interface ShareCardsDefinition<Route> {
  design: {
    /** The brand's name, beside its mark, at the top of every card. */
    name: string;
    /** The brand's mark: an SVG document with a viewBox, drawn square beside the name. */
    mark: string;
    /** The line at the bottom of every card (the site's host). */
    footer: string;
    /** The title's font, and that of the other lines. */
    fonts: { title: ShareCardFont; text: ShareCardFont };
    /**
     * Custom properties of the site's stylesheet that hold each colour as a hex value, named without
     * their dashes ("color-navy" for `--color-navy`): a token the site's code names in full stays a
     * property rather than being written into the rules (inline-tokens.ts).
     */
    colours: { background: string; backgroundEnd: string; text: string; accent: string; muted: string };
  };
  /** The card of a route, or none: that page keeps the site's default image. */
  of(route: Route): ShareCard | undefined;
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
  /**
   * Site paths of files of the public folder to publish as responsive images rather than as they
   * are ("/videos/still.webp"): the site finds each in `RenderOptions.images`.
   */
  images?: readonly string[];
  /** What `site check` holds the output to. */
  check: { budgets?: Budgets };
  /** A share card per page (og:image); without it, pages keep whatever image the site names. */
  shareCards?: ShareCardsDefinition<Route>;
  /** A Git-based CMS at `path` (cms/build-admin.ts), whose config is made from the content's schemas. */
  cms?: CmsDefinition;
  /**
   * Site-wide permanent redirects (those of entries come from their collection): `field` names
   * where they are written, "SITE.redirects" (of `config.file`), in messages.
   */
  redirects?: { field: string; rules: readonly Redirect[] };
}

export type { CmsBackend, CmsDefinition, CollectionCms } from "./cms/cms-definition.ts";
