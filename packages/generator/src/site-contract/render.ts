// How the generator asks a site to render a page, and what it hands back.
// Types only, and none of Node's: the site's tsconfig reads this file.
import type { CollectionEntry, ResponsiveImage } from "./collections.ts";

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
    /** What the page's icon link names (site-icon.ts): a content-hashed PNG of public/favicon.svg, or the SVG as a data: URL; none if the site has no icon. */
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
  /**
   * The day of the build, YYYY-MM-DD in the site's time zone (`site build --today`, else today):
   * a page shows this rather than the machine's clock, so that a build is the same whatever the
   * hour it runs at.
   */
  today: string;
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
