import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { sfntToWoff2 } from "./woff2.ts";

// Bumped when what the font step makes from the same inputs changes.
const VERSION = 17;

const folder = (cacheDir: string) => path.join(cacheDir, "fonts");
const sha = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

async function put(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}`, data);
  await rename(`${file}.${process.pid}`, file);
}

/**
 * One face cut to a set of characters, a weight span and the layout features the text may use, in SFNT (measured), and in WOFF2 (shipped)
 * one file per part of the characters. The weight axis is instanced once, then each part is cut
 * from that: instancing is most of HarfBuzz's time. The cut is kept by its inputs, so a build whose
 * pages use the same characters does no subsetting at all.
 */
export async function subsetCached(
  cacheDir: string,
  font: Buffer,
  parts: readonly string[],
  weights: [number, number] | undefined,
  features: readonly string[],
): Promise<{ sfnt: Uint8Array; woff2: Uint8Array[] }> {
  const base = path.join(folder(cacheDir), sha(JSON.stringify([VERSION, sha(font), parts, weights ?? null, features])).slice(0, 32));
  const files = [`${base}.ttf`, ...parts.map((_part, index) => `${base}-${index}.woff2`)];
  const hit = await Promise.all(files.map((file) => readFile(file))).catch(() => undefined);
  if (hit) return { sfnt: hit[0]!, woff2: hit.slice(1) };
  // Loaded here only: a build whose fonts are cached does without HarfBuzz.
  const { default: subsetFont } = await import("subset-font");
  // keepFeatures is in subset-font's README, not in its types.
  const options = { targetFormat: "sfnt", keepFeatures: [...features] } as Parameters<typeof subsetFont>[2] & { keepFeatures: string[] };
  const sfnt = await subsetFont(font, parts.join(""), {
    ...options,
    ...(weights ? { variationAxes: { wght: { min: weights[0], max: weights[1] } } } : {}),
  });
  const woff2: Uint8Array[] = [];
  // Encoded by Node's Brotli (woff2.ts), not by subset-font's WebAssembly WOFF2 encoder.
  for (const part of parts) woff2.push(sfntToWoff2(await subsetFont(sfnt, part, { targetFormat: "sfnt" })));
  await Promise.all([sfnt, ...woff2].map((data, index) => put(files[index]!, data)));
  return { sfnt, woff2 };
}

/** What the font step makes: the stylesheet with its cut faces, and their files. */
export interface Subset {
  css: string;
  fonts: { file: string; family: string; data: Uint8Array; characters: string }[];
  /** The bundled font files the subsets stand for, left out of the output. */
  replaced: string[];
}

interface Stored {
  css: string;
  fonts: { file: string; family: string; data: string; characters: string }[];
  replaced: string[];
}

/** The whole step's last result for the same stylesheet and text: a warm build loads neither postcss nor HarfBuzz. */
export async function cachedResult(cacheDir: string, key: string): Promise<Subset | undefined> {
  const text = await readFile(path.join(folder(cacheDir), `step-${VERSION}-${key.slice(0, 32)}.json`), "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  const stored = JSON.parse(text) as Stored;
  return { ...stored, fonts: stored.fonts.map((font) => ({ ...font, data: Buffer.from(font.data, "base64") })) };
}

export async function cacheResult(cacheDir: string, key: string, result: Subset): Promise<Subset> {
  const stored: Stored = { ...result, fonts: result.fonts.map((font) => ({ ...font, data: Buffer.from(font.data).toString("base64") })) };
  await put(path.join(folder(cacheDir), `step-${VERSION}-${key.slice(0, 32)}.json`), JSON.stringify(stored));
  return result;
}
