import { beforeAll, describe, expect, it } from "vitest";
import { layoutCard, type TextRun } from "../../packages/generator/src/share-cards/card-design.ts";
import { readCardFont } from "../../packages/generator/src/share-cards/card-fonts.ts";
import { loadTypeface, type Typeface } from "../../packages/generator/src/share-cards/typeface.ts";
import { SHARE_CARDS } from "../../src/render/share-cards.tsx";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

// The card's layout with the site's own fonts (Manrope, Inter), as the build draws it.
const { design } = SHARE_CARDS;
let faces: Record<TextRun["face"], Typeface>;
const right = (run: TextRun) => run.x + faces[run.face].shape(run.text, run.size, run.tracking).width;
const titleLines = (runs: TextRun[]) => runs.slice(2, -1);

beforeAll(async () => {
  const [title, text] = await Promise.all([readCardFont(PROJECT_ROOT, design.fonts.title), readCardFont(PROJECT_ROOT, design.fonts.text)]);
  faces = { title: await loadTypeface(title), text: await loadTypeface(text) };
});

describe("layoutCard", () => {
  describe("given an article's title far longer than a card holds", () => {
    const title = `Marchés publics, permis de construire et signaux financiers\u00a0: ${"la méthode complète pour repérer les chantiers de votre région ".repeat(4)}`;

    it("sets it at the smallest size, on six lines at most, the last cut after a word with an ellipsis", () => {
      const lines = titleLines(layoutCard({ eyebrow: "Guide Pratique", title, image: "/cover.svg" }, design, faces));
      expect(lines).toHaveLength(6);
      expect(lines.every((line) => line.size === 40)).toBe(true);
      expect(lines.at(-1)!.text).toMatch(/[a-zé]…$/);
      expect(title).toContain(lines.at(-1)!.text.slice(0, -1));
    });

    it("keeps every line left of the image", () => {
      for (const line of titleLines(layoutCard({ eyebrow: "Guide Pratique", title, image: "/cover.svg" }, design, faces))) expect(right(line)).toBeLessThanOrEqual(600);
    });
  });

  describe("given a page's title with one word wider than the card", () => {
    it("cuts the word between characters rather than let it leave the card", () => {
      const runs = layoutCard({ eyebrow: "Blog", title: `Prospection ${"intercommunale".repeat(5)}` }, design, faces);
      for (const line of titleLines(runs)) expect(right(line)).toBeLessThanOrEqual(64 + 840);
    });
  });

  describe("given a short title", () => {
    it("sets it large, and breaks its lines evenly rather than leave one word alone", () => {
      const lines = titleLines(layoutCard({ eyebrow: "Veille", title: "Veille des appels d'offres publics par métier" }, design, faces));
      expect(lines[0]!.size).toBe(76);
      expect(lines.map((line) => line.text)).toEqual(["Veille des appels", "d'offres publics", "par métier"]);
    });
  });

  describe("given a title with a character its font lacks", () => {
    it("throws, naming the character and the font", () => {
      expect(() => layoutCard({ eyebrow: "Blog", title: "Les chantiers de 北京" }, design, faces)).toThrow(
        "la police manrope-latin-wght-normal.woff2 n'a pas le caractère « 北 » (U+5317) : écrivez le titre en alphabet latin",
      );
    });
  });
});
