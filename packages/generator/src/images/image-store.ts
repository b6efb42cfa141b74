import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { OutputMap } from "../output-map.ts";
import type { ResponsiveImage } from "../site-definition.ts";
import { encodeImage, FORMATS, measureImage, RASTER, WIDTHS, type EncodedImage } from "./encode-image.ts";
import { writeAtomically } from "../write-atomically.ts";
import { svgDataUrl } from "./svg-data-url.ts";

/**
 * An SVG up to this size can be written into the page it is the largest paint of: 2 kB or so of
 * brotli, against a request whose headers alone weigh 250 bytes in the page's first round trip
 * (the limit Vite uses for inlining assets is 4 KiB).
 */
const INLINE_SVG_BYTES = 8 * 1024;

// Part of every cache key, with the budget: a change of formats, widths or qualities makes every image again.
const OPTIONS = JSON.stringify({ FORMATS, WIDTHS, version: 1 });

/**
 * A photo an entry uses, or a small SVG it writes into its page: what a cached entry needs to be
 * trusted again (the source's content hash) and to publish a photo's renditions (output path,
 * cached file, size) without sharp. An SVG has none: it is published as itself.
 */
export interface UsedImage {
  /** Absolute path of the source. */
  source: string;
  hash: string;
  outputs: [file: string, cached: string, size: number][];
}

export interface ImageStore {
  /**
   * The image at `file` (absolute), published at site path `sitePath` ("/blog/images/x.jpg"):
   * a photo is encoded unless its renditions are cached; any other image is measured.
   */
  use(file: string, sitePath: string): Promise<{ image: ResponsiveImage; used?: UsedImage }>;
  /** Whether a cached entry's photo is unchanged and its renditions still cached. */
  unchanged(used: UsedImage, fileExists: (file: string) => Promise<boolean>): Promise<boolean>;
  /** Photos encoded by this store so far (the rest came from the cache). */
  encoded(): number;
}

/** Photos cached by content and options under `<cacheDir>/images/<key>/`, across builds. */
export function createImageStore(cacheDir: string, maxBytes: number): ImageStore {
  const hashes = memoise(async (file: string) => createHash("sha256").update(await readFile(file)).digest("hex"));
  const sizes = memoise(measureImage);
  // Read once however many entries name it (a cover several articles share).
  const smallSvgs = memoise(async (file: string) => {
    const svg = await readFile(file);
    if (svg.byteLength > INLINE_SVG_BYTES) return undefined;
    return { inline: svgDataUrl(svg), hash: createHash("sha256").update(svg).digest("hex") };
  });
  const encodings = createEncodingCache(cacheDir, maxBytes);

  return {
    async use(file, sitePath) {
      if (!RASTER.test(file)) {
        const image: ResponsiveImage = { src: sitePath, ...(await sizes(file)), sources: [] };
        const small = /\.svg$/i.test(file) ? await smallSvgs(file) : undefined;
        if (!small) return { image };
        // Its content is in the entry now: a cached entry holds only while the file is the same.
        return { image: { ...image, inline: small.inline }, used: { source: file, hash: small.hash, outputs: [] } };
      }
      const hash = await hashes(file);
      // The budget is an option too: a lower one must make smaller renditions.
      const key = createHash("sha256").update(OPTIONS).update(String(maxBytes)).update(hash).digest("hex").slice(0, 32);
      const { image, outputs } = publishedPhoto(await encodings.of(file, key), sitePath, key, path.join(cacheDir, "images", key));
      return { image, used: { source: file, hash, outputs } };
    },
    async unchanged(used, fileExists) {
      if ((await hashes(used.source).catch(() => undefined)) !== used.hash) return false;
      return (await Promise.all(used.outputs.map(([, cached]) => fileExists(cached)))).every(Boolean);
    },
    encoded: encodings.encoded,
  };
}

/** A photo's renditions read from `<cacheDir>/images/<key>/`, encoded there first when missing. */
function createEncodingCache(cacheDir: string, maxBytes: number) {
  let encoded = 0;
  const encodings = memoise(async (key: string, file: string): Promise<EncodedImage> => {
    const dir = path.join(cacheDir, "images", key);
    const manifest = path.join(dir, "manifest.json");
    const cached = await readFile(manifest, "utf8").then((text) => JSON.parse(text) as EncodedImage, () => undefined);
    if (cached) return cached;
    await mkdir(dir, { recursive: true });
    encoded++;
    const made = await encodeImage(await readFile(file), dir, maxBytes);
    // Written last: a manifest means every rendition is there.
    await writeAtomically(manifest, JSON.stringify(made));
    return made;
  });
  return { of: (file: string, key: string) => encodings(key, file), encoded: () => encoded };
}

/** The photo as a page shows it (sources by format, widest WebP as fallback) and the renditions the build copies from `dir`. */
function publishedPhoto({ width, height, renditions }: EncodedImage, sitePath: string, key: string, dir: string) {
  // "/blog/images/photo.jpg" → "/blog/images/photo-800.1a2b3c4d.avif": a new photo, a new URL.
  const stem = sitePath.replace(/\.[^./]+$/, "");
  const pathOf = (rendition: { width: number; format: string }) => `${stem}-${rendition.width}.${key.slice(0, 8)}.${rendition.format}`;
  const sources = FORMATS.map(({ format, type }) => ({
    type,
    srcset: renditions.filter((rendition) => rendition.format === format).map((rendition) => ({ path: pathOf(rendition), width: rendition.width })),
  }));
  const widestWebp = sources.find((source) => source.type === "image/webp")!.srcset.at(-1)!;
  const outputs = renditions.map((rendition): UsedImage["outputs"][number] => [pathOf(rendition).slice(1), path.join(dir, rendition.name), rendition.bytes]);
  const image: ResponsiveImage = { src: widestWebp.path, width, height, sources };
  return { image, outputs };
}

/** Renditions of the photos used, as the build writes them (copied from the cache). */
export function imageOutputs(used: readonly UsedImage[]): OutputMap {
  const outputs: OutputMap = new Map();
  for (const image of used) for (const [file, copyFrom, size] of image.outputs) outputs.set(file, { copyFrom, size, fromCache: true });
  return outputs;
}

/** One promise per key, the first caller's extra arguments making it. */
function memoise<T, A extends unknown[]>(make: (key: string, ...rest: A) => Promise<T>): (key: string, ...rest: A) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key, ...rest) => {
    if (!made.has(key)) made.set(key, make(key, ...rest));
    return made.get(key)!;
  };
}
