import content from "../../../content/blog-pages.yaml";
import type { BlogCategory } from "./article.ts";

// The texts are in content/blog-pages.yaml. A text with `{minutes}`, `{page}` or `{name}` gets the
// article's, the page's or the category's at that place.
const { listing, categories, hero, topics, cta } = content;

/** Spec §2: the blog's categories, spelled exactly so; each has its listing page. */
export const BLOG_CATEGORIES: readonly BlogCategory[] = categories;

export const BLOG_HERO = hero;

export const BLOG_LISTING = {
  ...listing,
  readingTime: (minutes: number) => listing.readingTime.replace("{minutes}", String(minutes)),
  pageTitle: (page: number) => listing.pageTitle.replace("{page}", String(page)),
  categoryLead: (name: string) => listing.categoryLead.replace("{name}", name),
};

/** What each category covers, each named by its category's key. */
export const BLOG_TOPICS = topics;

export const BLOG_CTA = cta;
