import { describe, expect, it } from "vitest";
import { findPlaceholders } from "../../packages/generator/src/find-placeholders.ts";
import { PLACEHOLDER_MARKS } from "../../src/site.ts";

const found = (value: string) => findPlaceholders({ SITE: { value } }, PLACEHOLDER_MARKS).length === 1;

describe("a stand-in value", () => {
  it.each([
    "https://www.example.com",
    "https://app.example.com/connexion",
    "https://calendly.com/example/demo-30-min",
    "contact@example.com",
    "https://www.linkedin.com/company/example",
    "exemple/site-chantier-radar",
    "Exemple SAS",
    "1 rue de l'Exemple, 67000 Strasbourg",
    "Incubateur d'entreprises (exemple)",
    "RCS Strasbourg 000 000 000",
    "FR00 000000000",
    "Prénom Nom, président",
  ])("is found by its mark: %s", (value) => {
    expect(found(value)).toBe(true);
  });
});

describe("a real value", () => {
  // Those the project ships that a company keeps, and a company's own.
  it.each([
    "https://assets.calendly.com/assets/external/widget.js",
    "Calendly LLC (États-Unis)",
    "Plausible Insights OÜ (Estonie, Union européenne)",
    "https://plausible.io/api/event",
    "https://calendly.com/batiscope/demo-30-min",
    "Batiscope SAS",
    "RCS Strasbourg 912 345 678",
    "FR23 912345678",
    "Camille Keller, présidente",
    "Un travail exemplaire",
    "https://www.exemples-btp.fr",
  ])("is not taken for a stand-in: %s", (value) => {
    expect(found(value)).toBe(false);
  });
});

describe("findPlaceholders", () => {
  it("names a value by its place: SITE's with dots, a content file's by file and field", () => {
    const values = { SITE: { cms: { repo: "exemple/site" }, lang: "fr" }, "content/site/company.yaml": { company: { name: "Exemple SAS" }, court: "tribunal" } };
    expect(findPlaceholders(values, PLACEHOLDER_MARKS)).toEqual([
      { name: "SITE.cms.repo", value: "exemple/site" },
      { name: "content/site/company.yaml: company.name", value: "Exemple SAS" },
    ]);
  });
});
