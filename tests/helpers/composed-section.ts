import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { PageSection, SectionKind } from "../../src/content-registry/schemas/sections/index.ts";
import { PROJECT_ROOT } from "./project-copy.ts";

/** The sections of a composed page, content/pages/<name>.md, as its front matter writes them (its `{{name}}`s not filled). */
export function composedSections(name: string): PageSection[] {
  const file = path.join(PROJECT_ROOT, "content", "pages", `${name}.md`);
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, "utf8"))?.[1];
  if (frontMatter === undefined) throw new Error(`${file} has no front matter`);
  return (parse(frontMatter) as { sections: PageSection[] }).sections;
}

/** The first section of `kind` of a composed page: what a test of a page made of sections reads its words from. */
export function composedSection<Kind extends SectionKind>(name: string, kind: Kind): Extract<PageSection, { type: Kind }> {
  const found = composedSections(name).find((section): section is Extract<PageSection, { type: Kind }> => section.type === kind);
  if (!found) throw new Error(`content/pages/${name}.md has no section of type ${kind}`);
  return found;
}
