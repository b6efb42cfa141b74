import type { ResponsiveImage } from "site-generator";

/** One blog article, read from content/blog/<slug>.md by the build. Plain data: no markup but `html`. */
export interface Article {
  /** URL name, from the file name (or the `slug` field): the article lives at /blog/<slug>/. */
  slug: string;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The day it was last changed, YYYY-MM-DD, if it was after its publication. */
  updated?: string;
  /** Former site paths, each answered with a 301 to the article. */
  redirectFrom?: string[];
  /** The name of its category (its front matter names the category's key). */
  category: string;
  author: string;
  featured: boolean;
  /** `draft: true` in the front matter: never published, shown (marked) by previews only. */
  draft: boolean;
  /**
   * Set by the build on an article it shows although it is not published: a draft, or one dated
   * after the day of the build (scheduled). Only previews (`site serve`, `site build --drafts`) have them.
   */
  unpublished?: "draft" | "scheduled";
  /** Site path of the cover image, e.g. "/blog/images/marges.svg" (a photo's widest WebP: link previews). */
  cover: string;
  /** The cover as the build made it: its size, and a photo's AVIF and WebP widths. */
  coverImage: ResponsiveImage;
  coverAlt: string;
  /** The body, rendered from Markdown: headings carry ids, site links honour the base path. */
  html: string;
  readingMinutes: number;
}

/**
 * A category of the blog: its key, which articles name and which never changes, its name, the slug
 * of its listing page /blog/categorie/<slug>/, and that page's former site paths.
 */
export interface BlogCategory {
  key: string;
  name: string;
  slug: string;
  redirectFrom: readonly string[];
}

export const articlePath = (article: Pick<Article, "slug">) => `/blog/${article.slug}/`;
/** A category's listing, its first page or a further one (as the blog's listing: `…/page/2/`). */
export const categoryPath = (category: Pick<BlogCategory, "slug">, page = 1) => `/blog/categorie/${category.slug}/${page === 1 ? "" : `page/${page}/`}`;
export const listingPath = (page: number) => (page === 1 ? "/blog/" : `/blog/page/${page}/`);
