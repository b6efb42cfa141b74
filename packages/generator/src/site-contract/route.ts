// What a site tells the generator of its pages: the routes, and the redirects between their URLs.
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
  /**
   * YYYY-MM-DD, the day the page's content last changed, written as the sitemap's `<lastmod>`.
   * Only where it is known (an article's date or `updated`): a page without one gets none, rather
   * than the day of the build, which would tell search engines every page changed at every build.
   */
  lastModified?: string;
  /** False for a page search engines must not list (a thank-you page): rendered as the not-found page is, noindex, and left out of the sitemap. */
  indexable?: boolean;
  /**
   * The content file and the field of it that give the page its address (a page the editors
   * made), so that two pages claiming one address are refused naming the file, line and field.
   */
  origin?: { file: string; field: string };
  /**
   * The components a page draws when its page component draws whatever it is given (a page
   * composed of sections): the page links the CSS of what these components' modules reach, with
   * the document shell's, rather than the CSS of every section its page component could draw.
   * Each must be exported by a module, as page components are.
   */
  drawn?: readonly unknown[];
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
