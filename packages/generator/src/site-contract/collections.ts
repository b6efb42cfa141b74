// What a site tells the generator of its content: YAML content files, and collections of Markdown
// entries with their images and feeds.
// Types only, and none of Node's: the site's tsconfig reads this file.
import type { CollectionCms } from "../cms/cms-definition.ts";
import type { z } from "zod";
import type { SiteRoute, Zod } from "./route.ts";
import type { CrossCollectionRule, CrossFileRule } from "./rules.ts";

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
  /**
   * Its fields are also `{{name}}` values of the other content files, as `values`' are (the company's
   * name, the contact e-mail): values an editor owns rather than a developer.
   */
  values?: boolean;
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
  /**
   * YYYY-MM-DD, the last day the entry is shown (a campaign's page): from the day after, it is in
   * no page, listing, feed or sitemap, previews included, and its address leads where the
   * collection's `ended` says.
   */
  until?: string;
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
  /**
   * The HTML of each text a field marked `format: "markdown"` holds, rendered as the body is, by
   * the field's name: { "sections[2].body": "<p>…</p>" }.
   */
  markdown: Record<string, string>;
  /** Site path of the file each of `fileFields` names: { cover: "/blog/images/x.svg" }. */
  files: Record<string, string>;
  /** The image each of `imageFields` names, ready for a `<picture>`; and each field marked `format: "image"`, by its name ("sections[1].image"). */
  images: Record<string, ResponsiveImage>;
  /** The files of the collection's cross-file rule (`crossFile.files`), as the rule read them. */
  related: Readonly<Record<string, unknown>>;
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
  /**
   * Fields naming an image of the folder, refused when missing like `fileFields`, handed over in
   * `ParsedEntry.images`. A field within a group or a list says it of itself: `.meta({ format: "image" })`.
   */
  imageFields?: readonly string[];
  /**
   * The `sizes` attribute of the images of the entries' Markdown, how wide they show:
   * "(min-width: 800px) 700px, 100vw". JPEG, PNG and WebP ones become a `<picture>`.
   */
  markdownImageSizes?: string;
  /** How the CMS shows the collection (its front matter's fields come from `schema`); none: not edited there. */
  cms?: CollectionCms;
  entry(parsed: ParsedEntry<Data>): Entry;
  /** A rule each entry's front matter must meet against other content files (a category that exists). */
  crossFile?: CrossFileRule<Data>;
  /** A rule each entry must meet against the entries of other collections (a customer reference a page names). */
  crossCollection?: CrossCollectionRule<Entry>;
  /**
   * Entries the site ships as examples, for its owner to replace (a made-up customer reference):
   * listed at every build beside the config's placeholders, and refused by `site build --strict`.
   * `field` is the front matter field that marks one, named in the list.
   */
  examples?: { field: string; of(entry: Entry): boolean };
  /** The routes the shown entries give the site (their pages, listings…); they go in the sitemap. */
  routes(entries: readonly Entry[]): Route[];
  /** An Atom feed of the shown entries. */
  feed?: FeedDefinition<Entry>;
  /**
   * An entry's former URLs, each answered with a 301 to its page: `field` is the front matter
   * field that lists them (named with the entry's file in messages), `from` its site paths.
   */
  redirects?: { field: string; of(entry: Entry): { from: readonly string[]; to: string } };
  /**
   * Where the addresses of an entry past its `until` day (its own, its former ones) lead (a 301):
   * `field` is the front matter field that names the page, for messages.
   */
  ended?: { field: string; of(entry: Entry): { from: readonly string[]; to: string } };
  /**
   * Former URLs of the collection's pages that are not entries (a category renamed, and its
   * listing's further pages, as many as the entries shown make), each answered with a 301 like the
   * entries': `origin` names the file and field that list it, for messages; `place`, the content
   * file and the path of the field in it (`["categories", 0, "redirectFrom", 1]`), for the build's
   * refusal of one that is a page's address or listed twice, at its line.
   */
  pageRedirects?(entries: readonly Entry[]): readonly { from: string; to: string; origin: string; place?: { file: string; path: readonly (string | number)[] } }[];
}

export interface FeedDefinition<Entry> {
  /** Output file: "blog/feed.xml". */
  file: string;
  title: string;
  /** Site path of the page the feed stands for: "/blog/". */
  home: string;
  /** Language tag of the feed: "fr". */
  lang: string;
  /** How many entries the feed holds, the newest by date; DEFAULT_FEED_ENTRIES (seo-files.ts) when not given. */
  latest?: number;
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
