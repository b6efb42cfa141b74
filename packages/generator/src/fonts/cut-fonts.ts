import { createHash } from "node:crypto";
import type { AtRule, Declaration, Root } from "postcss";
import { fallbackFaces } from "./fallback-faces.ts";
import { headingFamilies, inRanges, parseUnicodeRange, unicodeRange, usedFeatures, usedWeights, weightRange } from "./font-faces.ts";
import { mappedCharacters, measureFont, type FontMetrics } from "./font-metrics.ts";
import { subsetCached, type Subset } from "./subset-cache.ts";

/** What the font step needs, all known before the pages are rendered; sent as it is to the font worker. */
export interface CutInput {
  /** The built stylesheet. */
  css: string;
  /** The font files the stylesheet's bundle holds, by output path. */
  fonts: [string, Uint8Array][];
  /** Every character the pages may draw (site-characters.ts). */
  characters: string;
  /** Those of `characters` no text was seen to use: cut into files of their own. */
  rare: string;
  /** Figures the site shows alone (statistics, a 404): the fallbacks' figures are matched to them. */
  figures: string;
  /** The site's prose the fallbacks are matched to. */
  sample: string;
  /** Its titles and headings: what the fallbacks of a family that draws headings and not body text are matched to. */
  headings: string;
  base: string;
  cacheDir: string;
  /** Names subset-font's and HarfBuzz's versions: a cut font's name says what cut it. */
  subsetter: string;
}

const sha = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** What every face is cut to: the weights, features and characters the site asks of its fonts. */
interface CutPlan {
  input: CutInput;
  /** The weights the stylesheet can ask for, in order. */
  weights: number[];
  features: string[];
  rare: Set<string>;
  /** The text a family's fallbacks are matched to. */
  textOf: (family: string) => string;
}

/** A family's fallback faces to be: the file it is measured on, and the rule they follow. */
interface FamilyFallback {
  metrics: FontMetrics;
  text: string;
  used: Set<string>;
  weights: number[];
  last: AtRule;
}

/**
 * Every @font-face of the stylesheet whose file the build bundled is cut down to the characters the
 * pages may draw, its weight axis to the weights the stylesheet can ask for, its layout features to
 * those the text is drawn with (font-faces.ts: usedFeatures); a face none of them
 * needs is dropped with its file. Each family gets metric-matched fallback faces (fallback-faces.ts).
 * Run in a worker thread while the main thread renders: HarfBuzz's work would otherwise hold it up.
 */
export async function cutFonts(input: CutInput): Promise<Subset> {
  const { default: postcss } = await import("postcss");
  const root = postcss.parse(input.css);
  const usage = new Map([...input.characters].map((character) => [character, 1]));
  // A family that draws headings and not the body's text is matched on the headings: their words
  // (short, capitalised, set at 700–800) are not the prose's, and a title that wraps one word apart
  // in its fallback moves everything below it (/blog/'s at 412 px, 1.8 % wider on the prose's match).
  const drawsHeadings = headingFamilies(input.css);
  const plan: CutPlan = {
    input,
    weights: usedWeights(input.css),
    features: usedFeatures(input.css, input.characters),
    rare: new Set(input.rare),
    textOf: (family) => (drawsHeadings.has(family) && input.headings ? input.headings : input.sample),
  };
  const result: Subset = { css: "", fonts: [], replaced: [] };
  const families = new Map<string, FamilyFallback>();
  const byFamily = new Map<string, Face[]>();
  for (const face of readFaces(root, new Map(input.fonts), input.base)) byFamily.set(face.family, [...(byFamily.get(face.family) ?? []), face]);
  for (const [name, group] of byFamily) {
    for (const face of assignCharacters(group, usage)) {
      result.replaced.push(face.file);
      if (face.used.size === 0) face.rule.remove();
      else await cutFace(face, name, plan, result, families);
    }
  }
  for (const [family, { metrics, text: own, weights: drawn, last }] of families) {
    // The figures shown alone are display type (a 404, a statistic), set in the headings' family
    // where there is one; the body family's digits are those of its text (dates, reading times,
    // article numbers), matched on them: "17 novembre 2026" on the figures' match was 3.8 px wider.
    const figures = drawsHeadings.size === 0 || drawsHeadings.has(family) ? input.figures : "";
    last.after(postcss.parse(await fallbackFaces(family, metrics, drawn, own, figures)));
  }
  result.css = root.toString();
  return result;
}

/**
 * One face cut into its files (one, and one more for its rare characters), each rule pointed at its
 * file and given exactly the characters the file draws; the family's fallback is measured on the
 * file that draws most of the text.
 */
async function cutFace(face: Face, family: string, plan: CutPlan, result: Subset, families: Map<string, FamilyFallback>): Promise<void> {
  const { input, weights } = plan;
  const declared = weightRange(face.weight?.value);
  const narrowed: [number, number] | undefined = declared && [Math.max(declared[0], weights[0]!), Math.min(declared[1], weights.at(-1)!)];
  const axes = narrowed && narrowed[0] < narrowed[1] ? narrowed : undefined;
  const { parts, rules } = splitRare(face, plan.rare);
  const cut = await subsetCached(input.cacheDir, face.data, parts.map((part) => part.join("")), axes, plan.features);
  // A character the file lacks although its range claims it (U+202F in Inter's latin file) is left to the next font.
  const mapped = await mappedCharacters(cut.sfnt);
  for (const [index, part] of parts.entries()) {
    const rule = rules[index]!;
    const descriptor = (prop: string) => rule.nodes?.find((node): node is Declaration => node.type === "decl" && node.prop.toLowerCase() === prop);
    const weight = descriptor("font-weight");
    if (axes && weight) weight.value = `${axes[0]} ${axes[1]}`;
    const drawn = new Set(part.filter((character) => mapped.has(character)));
    if (drawn.size === 0) {
      rule.remove();
      continue;
    }
    // Named from what made it, not from its bytes: the build names every file before the cut is done.
    const made = [sha(face.data), part.join(""), parts.map((other) => other.join("")), axes ?? null, plan.features, input.subsetter];
    const output = `assets/${slug(family)}-${sha(JSON.stringify(made)).slice(0, 10)}.woff2`;
    const src = descriptor("src")!;
    src.value = src.value.replace(face.url, `url(${input.base}${output})`);
    // Exactly the characters given to this file: a page downloads it only to draw one of them.
    rule.walkDecls(/^unicode-range$/i, (decl) => void decl.remove());
    rule.append({ prop: "unicode-range", value: unicodeRange(drawn), raws: { between: ":" } });
    result.fonts.push({ file: output, family, data: cut.woff2[index]!, characters: [...drawn].sort().join("") });
    const known = families.get(family);
    if (!known || known.used.size < drawn.size) {
      const own = [...plan.textOf(family)].filter((character) => drawn.has(character)).join("");
      const range = axes ?? declared ?? [400, 400];
      const widths = [...new Set(weights.map((weight) => Math.min(Math.max(weight, range[0]), range[1])))];
      families.set(family, { metrics: await measureFont(cut.sfnt, own), text: own, used: drawn, weights: widths, last: rule });
    } else known.last = rule;
  }
}

/**
 * A face's characters in the parts its files hold, each with its rule (a copy of the face's, after
 * it). Characters only the superset holds (site-characters.ts: ASCII and strings of the code no
 * text was seen to use) get a file of their own, downloaded only by a page that draws one.
 */
function splitRare(face: Face, rare: ReadonlySet<string>): { parts: string[][]; rules: AtRule[] } {
  const all = [...face.used.keys()];
  const parts = [all.filter((character) => !rare.has(character)), all.filter((character) => rare.has(character))].filter((part) => part.length > 0);
  const pristine = face.rule.clone();
  const rules = parts.map((_part, index) => (index === 0 ? face.rule : pristine.clone()));
  for (const [index, rule] of rules.entries()) if (index > 0) rules[index - 1]!.after(rule);
  if (rules.length === 0) face.rule.remove();
  return { parts, rules };
}

interface Face {
  rule: AtRule;
  family: string;
  src: Declaration;
  weight: Declaration | undefined;
  /** The url() as written, the bundled file it names, and that file's bytes. */
  url: string;
  file: string;
  data: Buffer;
  ranges: [number, number][];
  used: Map<string, number>;
}

/** The @font-face rules whose font the build bundled; others (remote, data: URLs) are left as they are. */
function readFaces(root: Root, files: ReadonlyMap<string, Uint8Array>, base: string): Face[] {
  const faces: Face[] = [];
  root.walkAtRules(/^font-face$/i, (rule) => {
    const descriptor = (name: string) => rule.nodes?.find((node): node is Declaration => node.type === "decl" && node.prop.toLowerCase() === name);
    const src = descriptor("src");
    const family = descriptor("font-family");
    const url = src && /url\(\s*(['"]?)([^'")]+)\1\s*\)/.exec(src.value);
    const file = url?.[2]?.startsWith(base) ? url[2].slice(base.length) : undefined;
    const font = file ? files.get(file) : undefined;
    if (!src || !family || !url || !file || !font) return;
    const data = Buffer.from(font);
    const ranges = parseUnicodeRange(descriptor("unicode-range")?.value);
    faces.push({ rule, family: unquote(family.value), src, weight: descriptor("font-weight"), url: url[0], file, data, ranges, used: new Map() });
  });
  return faces;
}

/**
 * Gives each character the pages use to one face of the family whose range holds it, the face
 * that holds most of them first: ranges overlap (œ is in both Inter's latin and latin-ext), and a
 * character left in two faces would make a page download both.
 */
function assignCharacters(faces: Face[], usage: ReadonlyMap<string, number>): Face[] {
  const holds = (face: Face) => [...usage.keys()].filter((character) => inRanges(character, face.ranges)).length;
  const ranked = faces.map((face) => ({ face, holds: holds(face) })).sort((a, b) => b.holds - a.holds);
  for (const [character, times] of usage) ranked.find(({ face }) => inRanges(character, face.ranges))?.face.used.set(character, times);
  return faces;
}

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, "$2");
const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "font";
