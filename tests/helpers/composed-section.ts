import path from "node:path";
import type { PageSection, SectionKind } from "../../src/content-registry/schemas/sections/index.ts";
import { readComposedPage } from "../../scripts/lib/read-content-file.ts";

const PAGES = path.resolve(import.meta.dirname, "..", "..", "content", "pages");

/** The sections of content/pages/<page>.md, as the build reads them (`{{name}}`s filled). */
export function composedSections(page: string): PageSection[] {
  return readComposedPage(path.join(PAGES, `${page}.md`)).sections;
}

/** The first section of `kind` of content/pages/<page>.md: what a test of a page made of sections reads its words from. */
export function composedSection<Kind extends SectionKind>(page: string, kind: Kind): Extract<PageSection, { type: Kind }> {
  const section = composedSections(page).find((each): each is Extract<PageSection, { type: Kind }> => each.type === kind);
  if (!section) throw new Error(`content/pages/${page}.md has no section of type ${kind}`);
  return section;
}
