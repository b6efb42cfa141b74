import type { ResponsiveImage } from "site-generator";
import type { PageSection } from "../../content-registry/schemas/sections/index.ts";

/** What the build made of a page's fields marked Markdown or image (fields.ts), by their names in its file: "sections[2].body". */
export interface SectionsMade {
  markdown: Readonly<Record<string, string>>;
  images: Readonly<Record<string, ResponsiveImage>>;
}

/** A page the marketing team composed from the site's sections (content/pages/<name>.md). */
export interface ComposedPageData {
  slug: string;
  /** YYYY-MM-DD: a page dated after the build's day waits for it. */
  date: string;
  draft: boolean;
  unpublished?: "draft" | "scheduled";
  title: string;
  label: string;
  /** Its site path, "/salons/batimat-2026/". */
  address: string;
  description: string;
  /** YYYY-MM-DD, its last day; from the next, its address leads to `afterwards`. */
  until?: string;
  afterwards?: string;
  shareTitle?: string;
  canonical?: string;
  noindex: boolean;
  /** The campaign the audience measurement names with the page's views and demo-button clicks. */
  campaign?: string;
  redirectFrom: string[];
  sections: PageSection[];
  /** The HTML of its sections' Markdown and the images they name, as the build made them. */
  made: SectionsMade;
}
