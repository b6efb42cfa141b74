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

/** What a page costs in JavaScript: the loader if it needs any script, plus its islands' and lazy behaviours' chunks. */
export function javaScriptOf(
  page: { islands: string[]; behaviours: string[] },
  client: ClientBundle,
  sizeOf: (file: string) => Size,
): { jsAtLoadGzip: number; jsTotalGzip: number } {
  if (page.islands.length + page.behaviours.length === 0) return { jsAtLoadGzip: 0, jsTotalGzip: 0 };
  const gzip = (sitePath: string) => sizeOf(sitePath.slice(1)).gzipBytes;
  const chunks = new Set([
    ...page.islands.flatMap((name) => client.islandChunks[name] ?? []),
    ...page.behaviours.flatMap((name) => client.lazyChunks[name] ?? []),
  ]);
  const loader = gzip(client.entry);
  return { jsAtLoadGzip: loader, jsTotalGzip: loader + [...chunks].reduce((sum, chunk) => sum + gzip(chunk), 0) };
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
