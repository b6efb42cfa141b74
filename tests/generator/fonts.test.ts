import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, type BuildResult } from "../../packages/generator/src/build-site.ts";
import { usedFeatures } from "../../packages/generator/src/fonts/font-faces.ts";
import { measureFont } from "../../packages/generator/src/fonts/font-metrics.ts";
import { textOfPage } from "../../packages/generator/src/fonts/page-text.ts";
import { sfntToWoff2 } from "../../packages/generator/src/fonts/woff2.ts";

// At most 40 kB of font files on any page; every page draws text in both families.
const FONT_BUDGET = 40_000;
const PROBE = "«é’€»œ\u202f¿жΩ";

let out: string;
let result: BuildResult;
const pages = () =>
  readdirSync(out, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => textOfPage(readFileSync(path.join(out, file), "utf8")));
// Every stylesheet the build wrote, the shared one first: the @font-face rules are in the shared one.
const css = () => result.stylesheets.map((sheet) => readFileSync(path.join(out, sheet), "utf8")).join("\n");

/** The code points a WOFF2 font maps, and its axes, read back with HarfBuzz. */
async function readFont(file: string, probe: string) {
  const sfnt = await subsetFont(readFileSync(path.join(out, file)), probe, { targetFormat: "sfnt" });
  const face = new hb.Face(new hb.Blob(sfnt));
  const features = new Set([...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")]);
  return { characters: new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code))), axes: face.getAxisInfos(), features };
}

/** The text a page draws: its text nodes (data-* attributes hold islands' props as JSON, drawn only in part). */
const visibleTexts = () =>
  readdirSync(out, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => textOfPage(readFileSync(path.join(out, file), "utf8").replace(/<([a-z][\w-]*)\b[^>]*>/gi, "<$1>")));
/** A family's file for the characters the pages show: the one with the most characters. */
const mainFile = (family: string) =>
  result.fonts.filter((font) => font.family === family).sort((a, b) => b.characters.length - a.characters.length)[0]!;

/** What a family's files map together. */
async function readFamily(files: BuildResult["fonts"], probe: string) {
  const characters = new Set<string>();
  for (const file of files) for (const character of (await readFont(file.file, probe)).characters) characters.add(character);
  return { characters };
}

beforeAll(async () => {
  out = path.join(mkdtempSync(path.join(os.tmpdir(), "site-fonts-")), "dist");
  result = await buildSite({ root: process.cwd(), outDir: out, compress: false });
}, 120_000);
afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

describe("fonts cut to the site's text", () => {
  it("writes per family a file for the characters the pages show and one for the rest of the superset, the first within the budget together", () => {
    expect([...new Set(result.fonts.map((font) => font.family))].sort()).toEqual(["Inter Variable", "Manrope Variable"]);
    for (const font of result.fonts) {
      // Named from its inputs (source file, characters, axis range, subsetter), known before it is cut.
      expect(font.file).toMatch(/^assets\/[a-z-]+-[0-9a-f]{10}\.woff2$/);
      expect(statSync(path.join(out, font.file)).size).toBe(font.bytes);
    }
    const main = ["Inter Variable", "Manrope Variable"].map((family) => mainFile(family));
    // What the build report needs to tell which pages download it.
    for (const font of main) expect(font.characters).toContain("é");
    expect(main.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThanOrEqual(FONT_BUDGET);
    // The other files hold printable ASCII no text of the site was seen to use: no page draws it.
    const drawn = new Set(visibleTexts().join(""));
    for (const font of result.fonts.filter((font) => !main.includes(font))) {
      expect([...font.characters].filter((character) => drawn.has(character)), font.file).toEqual([]);
    }
    // The bundled originals are gone: no other font file is in the output.
    expect(readdirSync(path.join(out, "assets")).filter((file) => file.endsWith(".woff2")).sort()).toEqual(
      result.fonts.map((font) => path.basename(font.file)).sort(),
    );
  });

  it.each(["Inter Variable", "Manrope Variable"])("%s holds every character the pages show, and no other", async (family) => {
    const files = result.fonts.filter((candidate) => candidate.family === family);
    const shown = new Set(pages().join("").replace(/[ \t\n\r\f]+/g, " "));
    const { characters } = await readFamily(files, [...shown, ...PROBE].join(""));
    for (const character of "«é’€»œ") expect(characters.has(character), character).toBe(true);
    // ¿ is in the latin file the site declares, but on no page; the others are in no declared range.
    for (const character of "¿жΩ") {
      expect(shown.has(character)).toBe(false);
      expect(characters.has(character), character).toBe(false);
    }
    // Arrows outside the family's declared ranges, and U+202F which Inter's latin file lacks, are
    // drawn by the next font, as before.
    const missing = [...shown].filter((character) => !characters.has(character) && !"←→\u202f".includes(character));
    expect(missing).toEqual([]);
    // The stylesheet's text-transform: uppercase draws capitals no page holds as such (SIGNAUX).
    const capitals = [...shown].map((character) => character.toUpperCase()).filter((character) => !shown.has(character));
    const { characters: withCapitals } = await readFamily(files, capitals.join(""));
    expect(capitals.length).toBeGreaterThan(0);
    expect(capitals.filter((character) => !withCapitals.has(character))).toEqual([]);
  });

  it("keeps the weight axis over the weights the stylesheet asks for", async () => {
    const inter = await readFont(mainFile("Inter Variable").file, "a");
    expect(inter.axes.wght).toMatchObject({ min: 400, max: 900 });
    const manrope = await readFont(mainFile("Manrope Variable").file, "a");
    expect(manrope.axes.wght).toMatchObject({ min: 400, max: 800 });
    expect(css()).toMatch(/font-family:Inter Variable;[^}]*font-weight:400 900;/);
  });

  it("declares the fonts with font-display swap, each family followed by its metric-matched fallback", () => {
    const faces = css().match(/@font-face\{[^}]*\}/g) ?? [];
    const web = faces.filter((face) => face.includes("url("));
    expect(web).toHaveLength(result.fonts.length);
    for (const face of web) expect(face).toContain("font-display:swap");
    for (const family of ["Inter Variable", "Manrope Variable"]) {
      const fallbacks = faces.filter((face) => face.includes(`font-family:"${family} Fallback"`));
      expect(fallbacks.length).toBeGreaterThanOrEqual(2);
      for (const face of fallbacks) {
        expect(face).toMatch(/src:local\("Arial(?: Bold)?"\),/);
        expect(face).toMatch(/local\("Liberation Sans(?: Bold)?"\)/);
        // WebKit matches a local() name as a family, at the face's weight: the bold faces name
        // the families after the full names that Chromium and Firefox match.
        if (/font-weight:[5-9]\d\d /.test(face)) expect(face).toMatch(/local\("Arial Bold"\).*local\("Arial"\)/);
        // Widths to a hundredth of a percent, line metrics to a tenth (trailing zeros dropped).
        expect(face).toMatch(/size-adjust:\d+(\.\d{1,2})?%/);
        for (const descriptor of ["ascent-override", "descent-override", "line-gap-override"]) {
          expect(face).toMatch(new RegExp(`${descriptor}:\\d+(\\.\\d)?%[;}]`));
        }
      }
      // The web font is used before its fallback (once the page has painted: styles/tokens.css;
      // the build writes the constant --font-*-fallback tokens in).
      expect(css()).toMatch(new RegExp(`--font-(body|heading): ?"${family}", ?"${family} Fallback"`));
    }
  });
});

describe("layout features", () => {
  it("keeps the features browsers apply unasked, not the alternates and stylistic sets the text is never drawn with", async () => {
    const inter = mainFile("Inter Variable");
    const { features } = await readFont(inter.file, inter.characters);
    for (const tag of ["kern", "calt"]) expect(features.has(tag), tag).toBe(true);
    for (const tag of ["ss01", "cv01", "case", "sups", "frac"]) expect(features.has(tag), tag).toBe(false);
    // Asked for by the stylesheet: list numbers are drawn in tabular figures (styles/base.css).
    expect(features.has("tnum")).toBe(true);
  });

  it("adds what the stylesheet asks for, and fractions only to a site that draws the fraction slash", () => {
    const features = usedFeatures(".a{font-variant-numeric:tabular-nums slashed-zero}.b{font-feature-settings:'ss01' 1, \"cv11\"}", "1/2");
    for (const tag of ["kern", "tnum", "zero", "ss01", "cv11"]) expect(features).toContain(tag);
    expect(features).not.toContain("frac");
    expect(usedFeatures("", "1\u20442")).toEqual(expect.arrayContaining(["frac", "numr", "dnom"]));
  });
});

describe("WOFF2 encoding", () => {
  it("decodes, with Google's decoder, to the tables it was given", async () => {
    const font = readFileSync(path.join(out, mainFile("Manrope Variable").file));
    const sfnt = await subsetFont(font, "Bonjour", { targetFormat: "sfnt" });
    // subset-font reads WOFF2 with Google's woff2 decoder (fontverter); the encoded font and the
    // original go through the same whole-font subset, so only the decoding can tell them apart.
    const whole = (data: Uint8Array) => subsetFont(Buffer.from(data), "", { targetFormat: "sfnt", keepAllGlyphs: true } as Parameters<typeof subsetFont>[2]);
    const tables = (data: Uint8Array) => {
      const view = Buffer.from(data);
      return Object.fromEntries(
        Array.from({ length: view.readUInt16BE(4) }, (_, index) => {
          const entry = 12 + index * 16;
          const offset = view.readUInt32BE(entry + 8);
          const table = Buffer.from(view.subarray(offset, offset + view.readUInt32BE(entry + 12)));
          const tag = view.toString("latin1", entry, entry + 4);
          return [tag, table.toString("hex")];
        }),
      );
    };
    const encoded = sfntToWoff2(sfnt);
    expect(Buffer.from(encoded).toString("latin1", 0, 4)).toBe("wOF2");
    expect(tables(await whole(encoded))).toEqual(tables(await whole(sfnt)));
  });
});

describe("fallback measures", () => {
  it("give a text the width HarfBuzz gives it shaped whole, though each distinct word is shaped once", async () => {
    const inter = mainFile("Inter Variable");
    const sfnt = await subsetFont(readFileSync(path.join(out, inter.file)), "", { targetFormat: "sfnt", keepAllGlyphs: true } as Parameters<typeof subsetFont>[2]);
    // White space collapsed, as in the sample the fallbacks are measured on.
    const text = "Le chantier avance : le chantier « Tour » avance, l’équipe AVANCE. Vous êtes 12 000 à suivre le chantier.";
    const face = new hb.Face(new hb.Blob(sfnt));
    const font = new hb.Font(face);
    const measured = await measureFont(sfnt, text);
    for (const weight of [400, 700]) {
      font.setVariations([new hb.Variation("wght", weight)]);
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const whole = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0) / face.upem;
      expect(measured.textWidth(weight)).toBeCloseTo(whole, 9);
    }
  });
});
