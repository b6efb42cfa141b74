import { describe, expect, it } from "vitest";
import { contentValues, fillValues } from "../src/content/fill-values.ts";

// A config of its own, with one object set and one null, as SITE.measurement and SITE.newsletter may be.
const values = contentValues({
  SITE: { productName: "Produit d’essai", measurement: { providerName: "Plausible", retentionMonths: 25, counted: true, tracked: false }, newsletter: null, empty: "" },
  FORMATTED: { measurementHost: undefined },
});
const fill = (text: string, line = 10) => fillValues(text, values, { file: "content/legal/politique.md", line });

describe("sections in content files", () => {
  describe("given a value that is set", () => {
    it("shows {{#name}}…{{/name}} and hides {{^name}}…{{/name}}, inside a line", () => {
      expect(fill("Mesure{{#measurement}} : {{measurement.providerName}}{{/measurement}}{{^measurement}} : aucune{{/measurement}}.")).toBe("Mesure : Plausible.");
    });

    it("takes a value of the object as set too: a text, or a number", () => {
      expect(fill("{{#productName}}a{{/productName}}{{#measurement.retentionMonths}}b{{/measurement.retentionMonths}}")).toBe("ab");
    });
  });

  describe("given a value that is null, undefined or empty", () => {
    it("hides {{#name}}…{{/name}}, fields it names included, and shows {{^name}}…{{/name}}", () => {
      expect(fill("Lettre{{#newsletter}} : {{newsletter.providerName}}{{/newsletter}}{{^newsletter}} : aucune{{/newsletter}}.")).toBe("Lettre : aucune.");
      expect(fill("{{#measurementHost}}{{measurementHost}}{{/measurementHost}}{{^empty}}vide{{/empty}}")).toBe("vide");
    });
  });

  describe("given a switch", () => {
    it("shows {{#name}}…{{/name}} when it is on, {{^name}}…{{/name}} when it is off", () => {
      expect(fill("{{#measurement.counted}}a{{/measurement.counted}}{{^measurement.counted}}b{{/measurement.counted}}")).toBe("a");
      expect(fill("{{#measurement.tracked}}a{{/measurement.tracked}}{{^measurement.tracked}}b{{/measurement.tracked}}")).toBe("b");
    });

    it("takes a name under a null object as off, not as unknown", () => {
      expect(fill("{{#newsletter}}{{#newsletter.doubleOptIn}}a{{/newsletter.doubleOptIn}}{{/newsletter}}{{^newsletter.doubleOptIn}}b{{/newsletter.doubleOptIn}}")).toBe("b");
    });
  });

  describe("given tags alone on their lines", () => {
    it("removes those lines whole, so a hidden table row leaves the table in one piece", () => {
      const table = ["| Données | Durée |", "| --- | --- |", "{{#newsletter}}", "| Lettre | Jusqu'à la désinscription |", "{{/newsletter}}", "  {{#measurement}}  ", "| Statistiques | {{measurement.retentionMonths}} mois |", "{{/measurement}}", "| Journaux | 1 an |"];
      expect(fill(table.join("\n"))).toBe(["| Données | Durée |", "| --- | --- |", "| Statistiques | 25 mois |", "| Journaux | 1 an |"].join("\n"));
    });

    it("removes a last line without a line break too", () => {
      expect(fill("Texte\n{{#newsletter}}\nLettre\n{{/newsletter}}")).toBe("Texte\n");
    });
  });

  it("nests sections: the inner one shows only where the outer one does", () => {
    expect(fill("{{#measurement}}a{{^newsletter}}b{{/newsletter}}{{/measurement}}{{#newsletter}}c{{#measurement}}d{{/measurement}}{{/newsletter}}")).toBe("ab");
  });

  it("still names the line of a misspelt value after a hidden section of several lines", () => {
    expect(() => fill("{{#newsletter}}\nune\ndeux\n{{/newsletter}}\nMesure par {{measurement.providerNam}}")).toThrow(
      /^content\/legal\/politique\.md:14\b.*\{\{measurement\.providerNam\}\}.*\{\{measurement\.providerName\}\}/,
    );
  });

  describe("given a mistake", () => {
    it("refuses a section left open, naming the file, the line and the section, in French", () => {
      expect(() => fill("Début\n{{#measurement}}\nTexte")).toThrow(
        "content/legal/politique.md:11: la section {{#measurement}} n'est jamais fermée : ajoutez {{/measurement}} à la fin du texte qu'elle montre ou cache.",
      );
    });

    it("refuses a section closed by another name, naming both and the line of each", () => {
      expect(() => fill("{{#measurement}}\n{{^newsletter}}\nTexte\n{{/measurement}}\n{{/newsletter}}")).toThrow(
        "content/legal/politique.md:13: {{/measurement}} ferme la section {{^newsletter}}, ouverte ligne 11 : fermez-la d'abord par {{/newsletter}}, ou corrigez le nom.",
      );
    });

    it("refuses a close with no section open", () => {
      expect(() => fill("Texte\n{{/measurement}}")).toThrow("content/legal/politique.md:11: {{/measurement}} ferme une section qui n'est pas ouverte");
    });

    it("refuses a section naming no value of the config, with the likely name", () => {
      expect(() => fill("{{#mesurement}}x{{/mesurement}}")).toThrow("content/legal/politique.md:10: la section {{#mesurement}} ne nomme aucune valeur (vouliez-vous dire {{#measurement}} ?)");
      // An unset name is known as well: a typo of it is found.
      expect(() => fill("{{^newsleter}}x{{/newsleter}}")).toThrow("(vouliez-vous dire {{#newsletter}} ?)");
    });

    it("names the field of a YAML file, where a text has one", () => {
      expect(() => fillValues("{{#measurement}}", values, { file: "content/site/privacy.yaml", line: 17, field: "services.measurement.name" })).toThrow(
        "content/site/privacy.yaml:17: dans le champ « services.measurement.name », la section {{#measurement}} n'est jamais fermée",
      );
    });
  });
});
