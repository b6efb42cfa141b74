// Where a composed page's sections may be and which it holds once (composed-page.ts,
// checkSectionOrder), read by its schema as the build and the editor read it, on the shipped
// /signaux-affaires/ page and on that page changed.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { composedPageSchema } from "../../src/content-registry/schemas/composed-page.ts";
import type { PageSection } from "../../src/content-registry/schemas/sections/index.ts";
import { composedSections } from "../helpers/composed-section.ts";

const shipped = composedSections("signaux-affaires");
const hero = shipped.find((section) => section.type === "hero")!;
const tabs = shipped.find((section) => section.type === "signal-tabs")!;

/** The messages a page of these sections is refused with, each after its field's path. */
function refusals(sections: readonly PageSection[]): string[] {
  const page = { title: "Signaux", label: "Signaux", address: "/essai/", description: "Une page d'essai.", sections };
  const result = composedPageSchema(z).safeParse(page);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("a composed page's sections, in order", () => {
  it("takes /signaux-affaires/ as shipped: its hero's facts beside its title, its tabs once", () => {
    expect(hero).toMatchObject({ aside: "facts" });
    expect(refusals(shipped)).toEqual([]);
  });

  it("refuses a hero showing its facts without any", () => {
    const { facts: _, ...bare } = hero as Extract<PageSection, { type: "hero" }>;
    expect(refusals([bare, tabs])).toEqual([expect.stringMatching(/^sections\.0\.aside: vaut « facts », mais l'en-tête n'a pas de chiffres clés/)]);
  });

  it("refuses facts its hero does not show", () => {
    const { aside: _, ...silent } = hero as Extract<PageSection, { type: "hero" }>;
    expect(refusals([silent, tabs])).toEqual([expect.stringMatching(/^sections\.0\.facts: n'est montré qu'à côté du titre, avec « aside: facts »/)]);
  });

  it("refuses the signal tabs twice: their island's ids would be there twice", () => {
    expect(refusals([hero, tabs, tabs])).toEqual(["sections.2.type: ne peut valoir « signal-tabs » qu'une fois par page"]);
  });
});
