import path from "node:path";
import { writeAtomically } from "../write-atomically.ts";

/**
 * The formats made of every photo, best first, each with the qualities tried in turn and its
 * encoder's effort: low efforts, which cost a few per cent of the bytes for half the time or less
 * (docs/performance.md, "Photo encoding"); a cold build encodes while esbuild bundles and the
 * articles are parsed, on the same two cores.
 */
export const FORMATS = [
  { format: "avif", type: "image/avif", qualities: [50, 40, 30, 20], effort: 1 },
  { format: "webp", type: "image/webp", qualities: [75, 60, 45, 30], effort: 2 },
] as const;

/** Widths made of a photo, those below its own; a wider one is made at the last of these. */
export const WIDTHS = [480, 800, 1200, 1600] as const;

/** Files sharp turns into renditions; any other image (SVG) is published as it is. */
export const RASTER = /\.(jpe?g|png|webp)$/i;

type Format = (typeof FORMATS)[number]["format"];

interface Rendition {
  format: Format;
  width: number;
  height: number;
  bytes: number;
  /** Its file's name in the image's cache folder. */
  name: string;
}

export interface EncodedImage {
  width: number;
  height: number;
  renditions: Rendition[];
}

/** Upright size of any image sharp reads (SVG included), without decoding its pixels. */
export async function measureImage(file: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const { autoOrient } = await sharp(file).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/**
 * Writes every rendition of a photo into `dir`: upright (phones store it sideways with an EXIF
 * orientation), in sRGB, without metadata (sharp keeps none unless asked: no GPS position leaves
 * the machine). A rendition over `maxBytes` is made again at the next lower quality, so that a
 * camera photo still passes the site's image budget; a width that cannot, even at the lowest,
 * is left out (browsers pick among the others). sharp works in libuv's threads, off the main
 * thread; one encoding at a time, on one thread (`one`): each AVIF encoder holds tens of MB, so
 * several at once raise a cold build's peak memory, while the main thread renders the pages on the
 * other core anyway (docs/performance.md, "Loaded late, cached or done once").
 */
export async function encodeImage(source: Buffer, dir: string, maxBytes: number): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const { autoOrient } = await sharp(source).metadata();
  const { width, height } = autoOrient;
  const widths = widthsFor(width);
  const made = await Promise.all(
    widths.map((targetWidth) =>
      one(async () => {
        // Decoded and resized once per width (JPEG decodes at a fraction of its size), then each
        // format and quality is encoded from those pixels.
        const pixels = await sharp(source, { autoOrient: true }).resize({ width: targetWidth }).toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
        const renditions: (Rendition | undefined)[] = [];
        for (const format of FORMATS) {
          const rendition = await encodeFormat(sharp, pixels, format, maxBytes, dir);
          renditions.push(rendition && (rendition.bytes > maxBytes && targetWidth !== widths[0] ? undefined : rendition));
        }
        return renditions;
      }),
    ),
  );
  return { width, height, renditions: made.flat().filter((rendition) => rendition !== undefined) };
}

/** One rendition of the pixels, at the first quality that keeps it within `maxBytes` (or the last). */
async function encodeFormat(
  sharp: Sharp,
  pixels: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } },
  { format, qualities, effort }: (typeof FORMATS)[number],
  maxBytes: number,
  dir: string,
): Promise<Rendition> {
  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const encode = (quality: number) =>
    (format === "avif" ? sharp(pixels.data, raw).avif({ quality, effort }) : sharp(pixels.data, raw).webp({ quality, effort })).toBuffer();
  let encoded = await encode(qualities[0]);
  for (const quality of qualities.slice(1)) {
    if (encoded.byteLength <= maxBytes) break;
    encoded = await encode(quality);
  }
  const name = `${pixels.info.width}.${format}`;
  await writeAtomically(path.join(dir, name), encoded);
  return { format, width: pixels.info.width, height: pixels.info.height, bytes: encoded.byteLength, name };
}

/** The widths below the image's own (none within a fifth of it: little to save), then its own, up to the widest. */
function widthsFor(width: number): number[] {
  const widest = WIDTHS.at(-1)!;
  return [...WIDTHS.filter((candidate) => candidate < Math.min(width * 0.8, widest)), Math.min(width, widest)];
}

// Loaded by the first image to read: a build whose images are all cached never loads libvips.
type Sharp = (typeof import("sharp"))["default"];
let sharpModule: Promise<Sharp> | undefined;
export function loadSharp(): Promise<Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    // One thread per operation and no operation cache: see encodeImage.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** Runs the builds' image encodings one after another. */
let queue: Promise<unknown> = Promise.resolve();
function one<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}
