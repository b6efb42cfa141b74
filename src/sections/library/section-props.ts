import type { ReactNode } from "react";
import type { ResponsiveImage } from "site-generator";
import type { PageSection, SectionKind } from "../../content-registry/schemas/sections/index.ts";

/**
 * What a section's component is given: its content, an id of its own on the page for its
 * headings, and what the build made of its fields marked Markdown or image (fields.ts), by their
 * names: `html.body`, `images.photo`. In a file of its own: a component importing the registry
 * would reach every section, and a page would then link the CSS of all of them (SiteRoute.drawn).
 */
export interface SectionProps<Kind extends SectionKind> {
  section: Extract<PageSection, { type: Kind }>;
  id: string;
  html: Readonly<Record<string, string>>;
  images: Readonly<Record<string, ResponsiveImage>>;
  /** The hero's: what it shows beside its text (its `aside`), drawn by the registry (HERO_ASIDES_DRAWN). */
  aside?: ReactNode;
}

/** What a hero's aside is drawn from: the hero's own fields, or the page's other sections (the steps it lists are another section's). */
export interface HeroAsideProps {
  hero: Extract<PageSection, { type: "hero" }>;
  page: readonly PageSection[];
}
