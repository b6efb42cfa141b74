import { describe, expect, it } from "vitest";
import { contentValues, fillValues } from "../../packages/generator/src/content/fill-values.ts";
import { SITE, SPEC } from "../../src/site.ts";

const values = contentValues({ SITE, SPEC });

describe("named values in content files", () => {
  it("fills {{name}} from SITE and SPEC, nested names with dots", () => {
    expect(fillValues("{{trialDays}} jours, {{ anticipationMonths.min }} mois, {{productName}}", values, { file: "x.yaml" })).toBe(
      `${SPEC.trialDays} jours, ${SPEC.anticipationMonths.min} mois, ${SITE.productName}`,
    );
  });

  it("refuses an unknown name with the file, the line, the field and the likely name", () => {
    expect(() => fillValues("Essai\nde {{trialDay}} jours", values, { file: "content/home/hero.yaml", line: 4, field: "hero.lead" })).toThrow(
      "content/home/hero.yaml:5: le champ « hero.lead » nomme {{trialDay}}, qui n'est pas une valeur connue (vouliez-vous dire {{trialDays}} ?)",
    );
  });

  it("given two unknown names in one text, should say both, each at its line", () => {
    expect(() => fillValues("{{trialDay}} jours\npuis {{produtName}}", values, { file: "content/blog/a.md", line: 8 })).toThrow(
      "content/blog/a.md:8: {{trialDay}} n'est pas une valeur connue (vouliez-vous dire {{trialDays}} ?)\n" +
        "content/blog/a.md:9: {{produtName}} n'est pas une valeur connue (vouliez-vous dire {{productName}} ?)",
    );
  });

  it("refuses a config whose two objects share a name", () => {
    expect(() => contentValues({ SITE: { a: 1 }, SPEC: { a: 2 } })).toThrow("{{a}} would be both SITE.a and SPEC.a");
  });
});
