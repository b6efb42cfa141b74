import { createHash } from "node:crypto";
import type { AtRule, Declaration, Root } from "postcss";
import { stylesheetName, type Styles } from "../build-styles.ts";
import type { OutputMap } from "../output-map.ts";
import { fallbackFaces } from "./fallback-faces.ts";
import { inRanges, parseUnicodeRange, usedWeights, weightRange } from "./font-faces.ts";
import { mappedCharacters, measureFont, type FontMetrics } from "./font-metrics.ts";
import { cachedResult, cacheResult, subsetCached } from "./subset-cache.ts";
import type { TextUsage } from "./text-usage.ts";

/** A font file the build wrote, by its path in the output ("assets/inter-variable-0a1b2c3d4e.woff2"). */
export interface FontFile {
  file: string;
  family: string;
  bytes: number;
  /** The characters it draws: a page whose text in this family holds none never downloads it. */
  characters: string;
}

export interface SubsetFonts {
  styles: Styles;
  fonts: FontFile[];
}

const sha = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * Every @font-face of the stylesheet whose file the build bundled is cut down to the characters the
 * pages use (`usage`: each character and how often it appears), its weight axis to the weights the
 * stylesheet can ask for; a face none of them needs is dropped with its file. Each family gets
 * metric-matched fallback faces (fallback-faces.ts). The stylesheet is renamed after its new content.
 */
export async function subsetFonts(styles: Styles, text: TextUsage, options: { base: string; cacheDir: string }): Promise<SubsetFonts> {
  if (!/@font-face/i.test(styles.css)) return { styles, fonts: [] };
  const key = sha(JSON.stringify([styles.css, options.base, sha(text.text), [...text.usage].sort(([a], [b]) => (a < b ? -1 : 1))]));
  const done = (await cachedResult(options.cacheDir, key)) ?? (await cacheResult(options.cacheDir, key, await subset(styles, text, options)));
  const files: OutputMap = new Map([...styles.files].filter(([file]) => file !== styles.stylesheet.slice(1) && !done.replaced.includes(file)));
  for (const font of done.fonts) files.set(font.file, { data: font.data });
  const stylesheet = stylesheetName(done.css);
  files.set(stylesheet, { data: done.css });
  return {
    styles: { stylesheet: `/${stylesheet}`, css: done.css, files },
    fonts: done.fonts.map(({ file, family, data, characters }) => ({ file, family, bytes: data.byteLength, characters })),
  };
}

export interface Subset {
  css: string;
  fonts: { file: string; family: string; data: Uint8Array; characters: string }[];
  /** The bundled font files the subsets stand for, left out of the output. */
  replaced: string[];
}

async function subset(styles: Styles, { usage, text }: TextUsage, options: { base: string; cacheDir: string }): Promise<Subset> {
  const { default: postcss } = await import("postcss");
  const root = postcss.parse(styles.css);
  const weights = usedWeights(styles.css);
  const span: [number, number] = [weights[0]!, weights.at(-1)!];
  const result: Subset = { css: "", fonts: [], replaced: [] };
  const families = new Map<string, { metrics: FontMetrics; text: string; used: Map<string, number>; weights: number[]; last: AtRule }>();
  const faces = readFaces(root, styles, options.base);
  const byFamily = new Map<string, Face[]>();
  for (const face of faces) byFamily.set(face.family, [...(byFamily.get(face.family) ?? []), face]);
  for (const [name, group] of byFamily) {
    for (const face of assignCharacters(group, usage)) {
      result.replaced.push(face.file);
      if (face.used.size === 0) {
        face.rule.remove();
        continue;
      }
      const declared = weightRange(face.weight?.value);
      const narrowed: [number, number] | undefined = declared && [Math.max(declared[0], span[0]), Math.min(declared[1], span[1])];
      const axes = narrowed && narrowed[0] < narrowed[1] ? narrowed : undefined;
      if (axes && face.weight) face.weight.value = `${axes[0]} ${axes[1]}`;
      const cut = await subsetCached(options.cacheDir, face.data, [...face.used.keys()].join(""), axes);
      // A character the file lacks although its range claims it (U+202F in Inter's latin file) is left to the next font.
      const mapped = await mappedCharacters(cut.sfnt);
      for (const character of face.used.keys()) if (!mapped.has(character)) face.used.delete(character);
      if (face.used.size === 0) {
        face.rule.remove();
        continue;
      }
      const output = `assets/${slug(name)}-${sha(cut.woff2).slice(0, 10)}.woff2`;
      face.src.value = face.src.value.replace(face.url, `url(${options.base}${output})`);
      // Exactly the characters given to this face: a page downloads it only to draw one of them.
      face.rule.walkDecls(/^unicode-range$/i, (decl) => void decl.remove());
      face.rule.append({ prop: "unicode-range", value: unicodeRange(face.used.keys()), raws: { between: ":" } });
      result.fonts.push({ file: output, family: name, data: cut.woff2, characters: [...face.used.keys()].sort().join("") });
      // The fallback matches the family's face that draws most of the text.
      const known = families.get(name);
      if (!known || known.used.size < face.used.size) {
        const own = [...text].filter((character) => face.used.has(character)).join("");
        const range = axes ?? declared ?? [400, 400];
        const drawn = [...new Set(weights.map((weight) => Math.min(Math.max(weight, range[0]), range[1])))];
        families.set(name, { metrics: await measureFont(cut.sfnt, own), text: own, used: face.used, weights: drawn, last: face.rule });
      } else known.last = face.rule;
    }
  }
  for (const [family, { metrics, text: own, weights: drawn, last }] of families) {
    last.after(postcss.parse(await fallbackFaces(family, metrics, drawn, own)));
  }
  result.css = root.toString();
  return result;
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
function readFaces(root: Root, styles: Styles, base: string): Face[] {
  const faces: Face[] = [];
  root.walkAtRules(/^font-face$/i, (rule) => {
    const descriptor = (name: string) => rule.nodes?.find((node): node is Declaration => node.type === "decl" && node.prop.toLowerCase() === name);
    const src = descriptor("src");
    const family = descriptor("font-family");
    const url = src && /url\(\s*(['"]?)([^'")]+)\1\s*\)/.exec(src.value);
    const file = url?.[2]?.startsWith(base) ? url[2].slice(base.length) : undefined;
    const font = file ? styles.files.get(file) : undefined;
    if (!src || !family || !url || !file || !font || !("data" in font)) return;
    const data = Buffer.from(font.data);
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

/** Code points as the shortest unicode-range: U+20-7E,U+A0,… */
function unicodeRange(characters: Iterable<string>): string {
  const codes = [...characters].map((character) => character.codePointAt(0)!).sort((a, b) => a - b);
  const spans: string[] = [];
  for (let index = 0; index < codes.length; ) {
    let end = index;
    while (end + 1 < codes.length && codes[end + 1] === codes[end]! + 1) end++;
    const hex = (code: number) => code.toString(16).toUpperCase();
    spans.push(end > index ? `U+${hex(codes[index]!)}-${hex(codes[end]!)}` : `U+${hex(codes[index]!)}`);
    index = end + 1;
  }
  return spans.join(",");
}

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, "$2");
const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "font";
