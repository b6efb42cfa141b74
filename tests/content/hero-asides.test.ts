// What a hero shows beside its title comes from the page (the steps it lists) or from the hero's
// own fields (the tender feed): a file naming one without what it draws from is refused, in French,
// at the field to fix; the product pages shipped hold each as they should.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { composedPageSchema } from "../../src/content-registry/schemas/composed-page.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

/** A shipped composed page's front matter. */
const shipped = (name: string) => {
  const text = readFileSync(path.join(PROJECT_ROOT, "content", "pages", `${name}.md`), "utf8");
  return parse(text.slice(4, text.indexOf("\n---\n"))) as { sections: Record<string, unknown>[] };
};
const prospecting = shipped("prospection-b2b");
const tenders = shipped("veille-appels-offres");
const ofKind = (page: { sections: Record<string, unknown>[] }, type: string) => page.sections.find((section) => section.type === type)!;

/** The issues a page is refused with: where, and what is said. */
function refusal(page: { sections: Record<string, unknown>[] }): [string, string][] {
  const result = composedPageSchema(z).safeParse(page);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("a hero's aside", () => {
  it("is accepted on the product pages shipped", () => {
    expect(refusal(prospecting)).toEqual([]);
    expect(refusal(tenders)).toEqual([]);
  });

  it("listing the steps is refused on a page without the steps", () => {
    const page = { ...prospecting, sections: prospecting.sections.filter((section) => section.type !== "prospecting-steps") };
    expect(refusal(page)).toEqual([["sections.0.aside", "vaut « steps », mais la page n'a pas de section « prospecting-steps » dont montrer les étapes"]]);
  });

  it("showing the tender feed is refused without the feed, and the feed without that aside", () => {
    const { tendersFeed, ...bare } = ofKind(tenders, "hero");
    expect(refusal({ ...tenders, sections: [bare, ...tenders.sections.slice(1)] })).toEqual([
      ["sections.0.tendersFeed", "manque : le champ « aside » vaut « tenders », l'aperçu qu'il montre"],
    ]);
    const { aside: _, ...feedAlone } = ofKind(tenders, "hero");
    expect(tendersFeed).toBeDefined();
    expect(refusal({ ...tenders, sections: [feedAlone, ...tenders.sections.slice(1)] })).toEqual([
      ["sections.0.tendersFeed", "n'est montré que si le champ « aside » vaut « tenders »"],
    ]);
  });
});

describe("the steps of a page", () => {
  it("are there once: their anchors would be twice", () => {
    const steps = ofKind(prospecting, "prospecting-steps");
    const index = prospecting.sections.length;
    expect(refusal({ ...prospecting, sections: [...prospecting.sections, steps] })).toEqual([
      [`sections.${index}.type`, "ne peut valoir « prospecting-steps » qu'une fois par page"],
    ]);
  });
});
