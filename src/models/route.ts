import type { ComponentType } from "react";
import type { Thing, WithContext } from "schema-dts";

/** A page of the site, as src/routes/ lists it and src/render/ draws it. */
export interface Route {
  /** URL path, in the one form static hosts serve without a redirect: "/" or "/name/". */
  path: string;
  // Pages of generated routes take their props; static pages take none.
  page: ComponentType<any>;
  /** Props for `page`: serialisable data, for routes generated from content. */
  props?: Record<string, unknown>;
  /** For articles: Open Graph type "article", with its date and section. */
  article?: { publishedTime: string; section: string; author: string };
  /** Short name, for breadcrumbs. */
  label: string;
  /** Document title, without the product name suffix. */
  title: string;
  description: string;
  /** False for a page search engines must not list: noindex, and out of the sitemap (and out of the site's search). */
  indexable?: boolean;
  /** False for a listing, left out of the site's search: its cards repeat the words of the pages it lists. */
  searchable?: boolean;
  /** The page's canonical URL when it is another than its own address (a page taken from another site). */
  canonical?: string;
  /** A composed page's campaign, which the audience measurement sends with its page view and demo-button clicks. */
  campaign?: string;
  /** The content file and field that give the page its address, for the build's messages. */
  origin?: { file: string; field: string };
  /** The components a composed page draws, for its stylesheets: only those of its sections (SiteRoute.drawn). */
  drawn?: readonly ComponentType<never>[];
  /** Structured data of the page itself (the Organization is added to the home page, breadcrumbs to every other page). */
  structuredData?: (base: string) => WithContext<Thing>[];
}
