import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { headingFamilies } from "../src/fonts/font-faces.ts";
import { siteCharacters } from "../src/fonts/site-characters.ts";
import { headingsOfCode } from "../src/fonts/site-texts.ts";

describe("headingFamilies", () => {
  it("follows custom properties to the family the headings are drawn in, not the body's", () => {
    const css = `@font-face{font-family:"Inter Variable";src:url(a.woff2)}
:root{--font-body:"Inter Variable",sans-serif;--font-heading:"Manrope Variable Fallback",var(--font-body)}
html[data-fonts]{--font-heading:"Manrope Variable",var(--font-body)}
body{font-family:var(--font-body)}
h1,h2,.card h3{font-family:var(--font-heading);font-weight:800}`;
    const families = headingFamilies(css);
    expect(families.has("Manrope Variable")).toBe(true);
    expect(families.has("Inter Variable")).toBe(false);
  });

  it("counts no family when headings are drawn in the body's", () => {
    expect([...headingFamilies(`body{font-family:"Inter Variable"}h1{font-family:"Inter Variable"}`)]).toEqual([]);
  });
});

describe("headingsOfCode", () => {
  it("reads titles, headings and an h1–h6's only child, not other strings", () => {
    const source = `const a = { title: "Nos derniers articles", heading: "Vos questions", label: "Envoyer" };
jsx("h2", { className: "x", children: "Trois étapes" }); jsx("p", { children: "Un paragraphe" });`;
    expect(headingsOfCode(source)).toBe("Nos derniers articles Vos questions Trois étapes");
  });
});

describe("siteCharacters' headings sample", () => {
  it("holds the code's titles and the entries' titles and rendered headings, not their prose", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "heading-sample-"));
    try {
      const module = path.join(dir, "server.mjs");
      writeFileSync(module, `export const page = { title: "Le blog du d\\xE9veloppement", lead: "Un texte de pr\\xE9sentation assez long" };`);
      const entries = [{ data: { title: "Permis de construire", description: "Un résumé" }, html: "<p>Un paragraphe.</p><h2 id=a>Où consulter l&#39;affichage</h2>" }];
      const { headings, sample } = await siteCharacters(pathToFileURL(module).href, { blog: entries }, "");
      expect(headings).toBe("Le blog du développement Permis de construire Où consulter l'affichage");
      expect(sample).toContain("Un paragraphe.");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
