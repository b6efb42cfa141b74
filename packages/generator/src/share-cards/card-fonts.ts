/// <reference path="./fontverter.d.ts" />
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { ShareCardFont } from "../site-definition.ts";

/** A font file a card is set in, read (not yet decoded: a warm build only hashes it). */
export interface CardFontFile {
  font: ShareCardFont;
  woff2: Buffer;
  hash: string;
}

/**
 * Reads the font file a design names, from its package's folder (fontsource packages export only
 * their CSS, so the folder is found from the package's main file), resolved from the project root.
 */
export async function readCardFont(root: string, font: ShareCardFont): Promise<CardFontFile> {
  let folder: string;
  try {
    folder = path.dirname(createRequire(path.join(root, "package.json")).resolve(font.package));
  } catch {
    throw new Error(`the package ${font.package} is not installed (npm ci)`);
  }
  const file = path.join(folder, "files", font.file);
  const woff2 = await readFile(file).catch(() => {
    throw new Error(`${font.package} has no file files/${font.file}`);
  });
  return { font, woff2, hash: createHash("sha256").update(woff2).digest("hex") };
}

let decoding: Promise<unknown> = Promise.resolve();

/**
 * WOFF2 to SFNT, which HarfBuzz reads: by Google's decoder compiled to WebAssembly, loaded on first
 * use. One at a time, each result copied: the decoder hands back a view of its own memory, which
 * the next decoding overwrites.
 */
export function decodeWoff2(woff2: Buffer): Promise<Uint8Array> {
  const decoded = decoding.then(async () => {
    const { default: fontverter } = await import("fontverter");
    return new Uint8Array(await fontverter.convert(woff2, "sfnt"));
  });
  decoding = decoded.catch(() => undefined);
  return decoded;
}
