import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type * as HarfBuzz from "harfbuzzjs";

/** What a fallback face needs of a font, in em: its line metrics and its average advance. */
export interface FontMetrics {
  /** The font measured, to measure it again on other text. */
  sfnt: Uint8Array;
  ascent: number;
  descent: number;
  lineGap: number;
  /** The advance of the site's text shaped in this font (kerning included), in em, at a weight. */
  textWidth(weight: number): number;
}

/**
 * Measures an SFNT font with HarfBuzz (a variable one at any weight of its axis). Widths are those
 * of the site's own text, shaped as the browser shapes it: that is what the fallback must match for
 * lines to break at the same words.
 */
export async function measureFont(sfnt: Uint8Array, text: string): Promise<FontMetrics> {
  const hb = await import("harfbuzzjs");
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const extents = font.hExtents();
  const upem = face.upem;
  const hasWeightAxis = "wght" in face.getAxisInfos();
  const buffer = new hb.Buffer();
  const widths = new Map<number, number>();
  const { words, spaces } = wordsOf(text);
  return {
    sfnt,
    ascent: extents.ascender / upem,
    descent: Math.abs(extents.descender) / upem,
    lineGap: extents.lineGap / upem,
    textWidth(weight) {
      // Shaped once per weight: the fallback faces ask for a local font's width at each web weight.
      const known = widths.get(weight);
      if (known !== undefined) return known;
      if (hasWeightAxis) font.setVariations([new hb.Variation("wght", weight)]);
      const width = shapedWidth(hb, font, buffer, words, spaces) / upem;
      widths.set(weight, width);
      return width;
    },
  };
}

/**
 * The advance of the text the words and spaces make, in font units. Each distinct word is shaped
 * once and counted as often as the text has it: prose repeats its words, so this shapes a third of
 * the text or less, and the same glyphs and kerning (none of these fonts kerns across a space). A
 * few thousand characters at a time, in one buffer: HarfBuzz's memory (WebAssembly's, which never
 * shrinks) is freed only when the collector finalizes a buffer, and a buffer per chunk grows it by
 * hundreds of megabytes.
 */
function shapedWidth(hb: typeof HarfBuzz, font: HarfBuzz.Font, buffer: HarfBuzz.Buffer, words: [string, number][], spaces: number): number {
  let total = 0;
  let space = 0;
  for (let start = 0; start < words.length; ) {
    const { chunk, text, owner, end } = chunkAt(words, start);
    buffer.reset();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    for (const [index, position] of buffer.getGlyphPositions().entries()) {
      const word = owner[infos[index]!.cluster]!;
      if (word >= 0) total += position.xAdvance * chunk[word]![1];
      else if (word === -1) space = position.xAdvance;
    }
    start = end;
  }
  return total + space * spaces;
}

/**
 * The words from `start` that make a chunk of under 4,000 characters (one at least), as the text to
 * shape: each word between spaces, as in the text (a space changes the kerning of a comma before
 * it); a chunk after the first starts with one, which is not counted, and the text's last word ends
 * the last chunk. `owner`: the word of each UTF-16 offset, -1 for a counted space, -2 for the lead.
 */
function chunkAt(words: [string, number][], start: number): { chunk: [string, number][]; text: string; owner: Int32Array; end: number } {
  let end = start;
  let length = 0;
  while (end < words.length && (end === start || length + words[end]![0].length < 4000)) length += words[end++]![0].length + 1;
  const chunk = words.slice(start, end);
  const lead = start > 0 ? " " : "";
  const tail = end < words.length ? " " : "";
  const text = lead + chunk.map(([word]) => word).join(" ") + tail;
  const owner = new Int32Array(text.length).fill(-1);
  if (lead) owner[0] = -2;
  let offset = lead.length;
  for (const [index, [word]] of chunk.entries()) {
    owner.fill(index, offset, offset + word.length);
    offset += word.length + 1;
  }
  return { chunk, text, owner, end };
}

/**
 * The distinct words of a text (runs between spaces) with the times each occurs, the last word of
 * the text apart and last (no space follows it), and the number of spaces.
 */
function wordsOf(text: string): { words: [string, number][]; spaces: number } {
  const counts = new Map<string, number>();
  const words = text.split(" ");
  const last = words.pop()!;
  for (const word of words) if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  return { words: [...counts, [last, 1]], spaces: words.length };
}

/** The characters a font maps to a glyph: those it can draw. */
export async function mappedCharacters(sfnt: Uint8Array): Promise<Set<string>> {
  const hb = await import("harfbuzzjs");
  return new Set([...new hb.Face(new hb.Blob(sfnt)).collectUnicodes()].map((code) => String.fromCodePoint(code)));
}

/**
 * The fallback drawn while a web font loads: Arial where the visitor has it (Windows, macOS, iOS),
 * or a font made with Arial's advance widths (Liberation Sans on Linux, Arimo on ChromeOS). Its
 * widths are measured on Arimo, whose files ship with @fontsource/arimo.
 * Chromium and Firefox match a local() name against a font's full name ("Arial Bold"); WebKit
 * against a family name, then takes the face's weight from it ("Arial" in a bold face). So each
 * face names full names first, and the bold faces the families after them. Every name before the
 * one a system has is a failed lookup, and in Chromium on Linux a request to the browser process
 * while the first frame is styled: no PostScript name (ArialMT), which every
 * engine that takes it also matches by another name, and no Helvetica, which no system has without
 * Arial (docs/performance.md, "The fallback faces' names").
 */
export const FALLBACK = {
  regular: {
    local: ["Arial", "Liberation Sans", "Arimo", "Arimo Regular"],
    file: "arimo-latin-400-normal.woff2",
  },
  bold: {
    local: ["Arial Bold", "Liberation Sans Bold", "Arial", "Liberation Sans", "Arimo Bold", "Arimo"],
    file: "arimo-latin-700-normal.woff2",
  },
} as const;

const measured = new Map<string, Promise<FontMetrics>>();

/** A fallback measured on a text, once: every family measures it on nearly the same text. */
export function measureFallback(file: string, text: string): Promise<FontMetrics> {
  const key = `${file}\n${text}`;
  let metrics = measured.get(key);
  if (!metrics) {
    metrics = fallbackFont(file).then((sfnt) => measureFont(sfnt, text));
    measured.set(key, metrics);
  }
  return metrics;
}

/** Loads HarfBuzz and converts the fallbacks' files ahead of the measures (font-worker.ts, while esbuild bundles). */
export async function loadFallbacks(): Promise<void> {
  await Promise.all([import("harfbuzzjs"), fallbackFont(FALLBACK.regular.file), fallbackFont(FALLBACK.bold.file)]);
}

const fallbackFonts = new Map<string, Promise<Uint8Array>>();

/** A fallback's file as SFNT, all its glyphs kept: converted once, measured on any text. */
function fallbackFont(file: string): Promise<Uint8Array> {
  let font = fallbackFonts.get(file);
  if (!font) {
    font = (async () => {
      // The package exports only its CSS: its folder is found from its stylesheet.
      const folder = path.dirname(createRequire(import.meta.url).resolve("@fontsource/arimo"));
      const woff2 = await readFile(path.join(folder, "files", file));
      const { default: subsetFont } = await import("subset-font");
      // keepAllGlyphs is in subset-font's README, not in its types.
      return subsetFont(woff2, "", { targetFormat: "sfnt", keepAllGlyphs: true } as Parameters<typeof subsetFont>[2]);
    })();
    fallbackFonts.set(file, font);
  }
  return font;
}
