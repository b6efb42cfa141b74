import { gzipSync } from "node:zlib";
import type { ClientBundle } from "./bundle-client.ts";
import type { Output } from "./output-map.ts";

export interface Size {
  bytes: number;
  gzipBytes: number;
}

/** An output as the report needs it: its content, or once it has a `.gz` sibling its size only. */
export type Measured = Output | { size: number };
type MeasuredMap = ReadonlyMap<string, Measured>;

/**
 * Sizes of output files, raw and gzipped: the `.gz` sibling's size when the build wrote one (what
 * hosts serve), else gzipped here once.
 */
export function measureOutput(files: MeasuredMap): (file: string) => Size {
  const known = new Map<string, Size>();
  return (file) => {
    let size = known.get(file);
    if (!size) {
      size = { bytes: lengthOf(files, file), gzipBytes: lengthOf(files, `${file}.gz`) || gzipLength(files, file) };
      known.set(file, size);
    }
    return size;
  };
}

/** What a page costs in JavaScript: the loader if it needs any script, plus what it imports after the first paint, its islands' and lazy behaviours' chunks. */
export function javaScriptOf(
  page: { islands: string[]; behaviours: string[] },
  client: ClientBundle,
  sizeOf: (file: string) => Size,
): { jsAtLoadGzip: number; jsTotalGzip: number } {
  if (page.islands.length + page.behaviours.length === 0) return { jsAtLoadGzip: 0, jsTotalGzip: 0 };
  const gzip = (sitePath: string) => sizeOf(sitePath.slice(1)).gzipBytes;
  const chunks = new Set([
    ...(client.afterPaint ? [client.afterPaint] : []),
    ...page.islands.flatMap((name) => client.islandChunks[name] ?? []),
    ...page.behaviours.flatMap((name) => client.lazyChunks[name] ?? []),
  ]);
  const loader = gzip(client.entry);
  return { jsAtLoadGzip: loader, jsTotalGzip: loader + [...chunks].reduce((sum, chunk) => sum + gzip(chunk), 0) };
}

/**
 * What a page costs in CSS: the stylesheets it links, and the font files their url()s point to,
 * read from the built CSS (whatever fonts it names, however they were made). A browser fetches a
 * face only for text in its unicode-range: a cut font (`cut`, with the characters it draws) counts
 * only if the page draws one of them; any other font counts.
 */
export function stylesOf(
  sheets: readonly string[],
  texts: ReadonlyMap<string, string>,
  base: string,
  sizeOf: (file: string) => Size,
  drawn: ReadonlySet<string>,
  cut: ReadonlyMap<string, string>,
): { cssBytes: number; cssGzipBytes: number; fontBytes: number } {
  const sizes = sheets.map((sheet) => sizeOf(sheet.slice(1)));
  const downloaded = (font: string) => [...(cut.get(font) ?? "")].some((character) => drawn.has(character)) || !cut.has(font);
  const fonts = new Set(sheets.flatMap((sheet) => fontFilesOf(texts.get(sheet) ?? "", base)).filter(downloaded));
  return {
    cssBytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
    cssGzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0),
    fontBytes: [...fonts].reduce((sum, font) => sum + sizeOf(font).bytes, 0),
  };
}

/** Output paths of the font files a stylesheet's url()s name ("/base/assets/x.woff2" → "assets/x.woff2"). */
function fontFilesOf(css: string, base: string): string[] {
  const urls = [...css.matchAll(/url\(\s*(["']?)([^"')]+?\.(?:woff2?|ttf|otf))(?:[?#][^"')]*)?\1\s*\)/g)].map((match) => match[2]!);
  return urls.filter((url) => url.startsWith(base)).map((url) => decodeURIComponent(url.slice(base.length)));
}

/** An output's size in bytes, without reading a copied file. */
export function byteLength(output: Measured): number {
  if (!("data" in output)) return output.size ?? 0;
  return typeof output.data === "string" ? Buffer.byteLength(output.data) : output.data.byteLength;
}

function lengthOf(files: MeasuredMap, file: string): number {
  const output = files.get(file);
  return output ? byteLength(output) : 0;
}

function gzipLength(files: MeasuredMap, file: string): number {
  const output = files.get(file);
  return output && "data" in output ? gzipSync(output.data).byteLength : 0;
}
