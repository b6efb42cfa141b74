import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

/** What a fallback face needs of a font, in em: its line metrics and its average advance. */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  /** Mean advance of the site's characters, weighted by how often its pages use each, at a weight. */
  averageWidth(weight: number): number;
}

/**
 * Measures an SFNT font with HarfBuzz (a variable one at any weight of its axis). The average
 * width is taken over the site's own text, each character counted as often as the pages use it:
 * that is what the fallback must match for lines to break at the same words.
 */
export async function measureFont(sfnt: Uint8Array, usage: ReadonlyMap<string, number>): Promise<FontMetrics> {
  const hb = await import("harfbuzzjs");
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const extents = font.hExtents();
  const upem = face.upem;
  const hasWeightAxis = "wght" in face.getAxisInfos();
  return {
    ascent: extents.ascender / upem,
    descent: Math.abs(extents.descender) / upem,
    lineGap: extents.lineGap / upem,
    averageWidth(weight) {
      if (hasWeightAxis) font.setVariations([new hb.Variation("wght", weight)]);
      let total = 0;
      let count = 0;
      for (const [character, times] of usage) {
        const buffer = new hb.Buffer();
        buffer.addText(character);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        const [info] = buffer.getGlyphInfos();
        // A character the font lacks is drawn by another font: it says nothing of this one.
        if (!info || info.codepoint === 0) continue;
        total += buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0) * times;
        count += times;
      }
      return count === 0 ? 0 : total / count / upem;
    },
  };
}

/**
 * The fallback drawn while a web font loads: Arial where the visitor has it, or a font with Arial's
 * advance widths (Helvetica, which Arial copies; Liberation Sans and Arimo, made to match it). Its
 * widths are measured on Arimo, whose files ship with @fontsource/arimo.
 */
export const FALLBACK = {
  regular: {
    local: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans", "Arimo", "Arimo Regular"],
    file: "arimo-latin-400-normal.woff2",
  },
  bold: {
    local: ["Arial Bold", "Arial-BoldMT", "Helvetica Bold", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
    file: "arimo-latin-700-normal.woff2",
  },
} as const;

export async function measureFallback(file: string, usage: ReadonlyMap<string, number>): Promise<FontMetrics> {
  // The package exports only its CSS: its folder is found from its stylesheet.
  const folder = path.dirname(createRequire(import.meta.url).resolve("@fontsource/arimo"));
  const woff2 = await readFile(path.join(folder, "files", file));
  return measureFont(await subsetFont(woff2, [...usage.keys()].join(""), { targetFormat: "sfnt" }), usage);
}
