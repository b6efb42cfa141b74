import type { PageSection, SectionKind } from "../../content-registry/schemas/sections/index.ts";

/**
 * What a section's component is given: its content, and an id of its own on the page for its
 * headings. In a file of its own: a component importing the registry would reach every section,
 * and a page would then link the CSS of all of them (SiteRoute.drawn).
 */
export interface SectionProps<Kind extends SectionKind> {
  section: Extract<PageSection, { type: Kind }>;
  id: string;
}
