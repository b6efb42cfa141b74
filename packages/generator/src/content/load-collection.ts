import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { OutputMap } from "../output-map.ts";
import type { CollectionDefinition, CollectionEntry } from "../site-definition.ts";
import { ContentError, RefusedEntry } from "./content-error.ts";
import type { ContentLink } from "./markdown-links.ts";
import { createEntryParser, type EntryParser, type ParsedFile } from "./parse-entry.ts";
import { duplicateSlugs, type AddressClaim } from "./duplicate-slugs.ts";
import { noteEntryKey, readEntryCache, writeEntryCache } from "./entry-cache.ts";
import { createImageStore, imageOutputs, type ImageStore } from "../images/image-store.ts";

export { ContentError };

export interface LoadedCollection {
  name: string;
  entryName: string;
  /** Every entry, published or not, newest first. */
  entries: CollectionEntry[];
  /** The files of the folder's images/, copied under the collection's site path, and the photos' renditions instead of the photos. */
  images: OutputMap;
  /** How many files were parsed this time; the others came from the cache. */
  parsed: number;
  /** The file of each entry by slug, from the project root ("content/blog/x.md"), for messages. */
  fileOf: Map<string, string>;
  /** The links to the site of each entry's Markdown and fields, by slug: checked once every page is known (content-links.ts). */
  linksOf: Map<string, readonly ContentLink[]>;
  /** Photos the entries use, and how many were encoded this time (the others' renditions came from the cache). */
  photos: { used: number; encoded: number };
  /** The messages of the files refused, file and line first, a line each; when there are some, `entries` holds the others only and nothing is published. */
  refused: string[];
  /** The addresses the refused files claim: a link to one is not known to lead nowhere. */
  refusedSlugs: string[];
}

// Parsed files by collection, then by content, base path and site code (`version`), in memory
// (watch mode) and on disk (every build): after one edit one file is read again, and a build with
// none edited loads neither the YAML nor the Markdown library, nor the schema library. On disk a
// collection is one file, read once and written once: creating a file costs more than parsing an
// entry (docs/performance.md).
const memory = new Map<string, Map<string, ParsedFile>>();
// The generator's code makes entries too (Markdown rendering): the launcher (bin/launch.js) names each compiled
// chunk by its content, and so by the chunks it imports, so a changed renderer parses again. The
// chunk's name, not its path: the cache holds in another folder.
const GENERATOR = path.basename(import.meta.url);

export interface LoadOptions {
  root: string;
  base: string;
  siteUrl: string;
  /** The `{{name}}` values of content files; they come from the site's code, so `version` covers them. */
  values: ReadonlyMap<string, string>;
  cacheDir: string;
  /** The site bundle's version: the schema and `entry` that made a cached entry are the site's code. */
  version: string;
  /** A photo's rendition over this size is made again at a lower quality (the site's image budget). */
  maxImageBytes?: number;
}

/** Reads, validates and renders every `*.md` of a collection's folder. */
export async function loadCollection(name: string, collection: CollectionDefinition, options: LoadOptions): Promise<LoadedCollection> {
  const { root, base, siteUrl, values, cacheDir, version } = options;
  const dir = path.resolve(root, collection.folder);
  const shown = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const names = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith(".md")).sort();
  const diskFile = path.join(cacheDir, `collection-${name}.json`);
  const inMemory = memory.get(name) ?? new Map<string, ParsedFile>();
  memory.set(name, inMemory);
  // Watch mode has them in memory; the disk is read by the first build of a process.
  const disk = inMemory.size > 0 ? undefined : await readEntryCache(diskFile, root);
  const fileExists = memoise((file: string) => stat(file).then((stats) => stats.isFile(), () => false));
  const store = createImageStore(cacheDir, options.maxImageBytes ?? Infinity);
  let parse: EntryParser | undefined;
  let parsed = 0;
  const keys: string[] = [];
  const files: ParsedFile[] = [];
  // Every file refused, not the first only: whoever fixes them sees them all in one build; with
  // the addresses they claim, checked against the others' like those of the files read.
  const refused: string[] = [];
  const claims: AddressClaim[] = [];
  for (const fileName of names) {
    const file = path.join(dir, fileName);
    // Read in turn: a thousand small files read synchronously take less than their promises.
    const source = readFileSync(file, "utf8");
    const key = cacheKey(version, base, fileName, source);
    keys.push(key);
    const cached = inMemory.get(key) ?? disk?.[key];
    if (cached && (await stillHolds(cached, dir, fileExists, store))) {
      inMemory.set(key, cached);
      files.push(cached);
      claims.push({ slug: cached.entry.slug, file });
      continue;
    }
    parsed++;
    parse ??= await createEntryParser(collection, { base, siteUrl, values }, store);
    const result = await parse({ file: shown(file), source, dir, folder: shown(dir), fileExists }).catch((error: unknown) => refusal(error, refused, file, claims));
    if (!result) continue;
    inMemory.set(key, result);
    files.push(result);
    claims.push({ slug: result.entry.slug, file });
    // A turn of the event loop between entries: parsing a thousand takes most of a second of this
    // thread, and the bundles made meanwhile wait on it (esbuild's calls to the build's plugins, autoprefixer),
    // as do sharp's photos; without it they all waited until the last entry was parsed.
    await new Promise((resolve) => setImmediate(resolve));
  }
  refused.push(...(await duplicateSlugs(claims, shown)));
  const entries = files.map(({ entry }) => entry);
  if (refused.length > 0) return refusedCollection({ name, entryName: collection.entryName, entries, parsed }, files, claims, refused, shown);
  files.forEach(({ entry }, index) => noteEntryKey(entry, keys[index]!));
  // Written by the first build of a process, which read it: `site serve`'s rebuilds keep theirs in
  // memory, and writing a thousand entries (6 MB) at each save was a tenth of a rebuild. The next
  // process parses again the few files edited meanwhile.
  if (disk && (parsed > 0 || Object.keys(disk).length !== keys.length)) {
    await writeEntryCache(diskFile, Object.fromEntries(keys.map((key, index) => [key, files[index]!])), root);
  }
  const linksOf = linksBySlug(files);
  entries.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  const { images, photos } = await publishedImages(files, dir, collection.sitePath);
  return { name, entryName: collection.entryName, entries, images, parsed, photos: { used: photos, encoded: store.encoded() }, fileOf: fileOf(claims, shown), linksOf, refused: [], refusedSlugs: [] };
}

/**
 * A collection with files refused: the files read, for the links check that names its problems with
 * theirs (load-collections.ts), and nothing to publish.
 */
function refusedCollection(
  read: Pick<LoadedCollection, "name" | "entryName" | "entries" | "parsed">,
  files: readonly ParsedFile[],
  claims: readonly AddressClaim[],
  refused: string[],
  shown: (file: string) => string,
): LoadedCollection {
  // By file, then line, as numbers: bench-9.md:4 before bench-10.md:10.
  refused.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const refusedSlugs = claims.filter((claim) => claim.refused).map(({ slug }) => slug);
  return { ...read, images: new Map(), photos: { used: 0, encoded: 0 }, fileOf: fileOf(claims, shown), linksOf: linksBySlug(files), refused, refusedSlugs };
}

/** The file of each entry read, by its slug. */
const fileOf = (claims: readonly AddressClaim[], shown: (file: string) => string) => new Map(claims.filter((claim) => !claim.refused).map(({ slug, file }) => [slug, shown(file)]));
const linksBySlug = (files: readonly ParsedFile[]) => new Map(files.map(({ entry, links }) => [entry.slug, links ?? []]));

/** A file the parser refused: its messages kept with the others', so that the build names them all, and the address it claims. */
function refusal(error: unknown, refused: string[], file: string, claims: AddressClaim[]): undefined {
  if (!(error instanceof ContentError)) throw error;
  refused.push(...error.message.split("\n"));
  if (error instanceof RefusedEntry && error.slug !== undefined) claims.push({ slug: error.slug, file, refused: true });
  return undefined;
}

/** An entry's key in the caches: everything that made it (see GENERATOR and LoadOptions.version). */
function cacheKey(version: string, base: string, fileName: string, source: string): string {
  return createHash("sha256").update(JSON.stringify([version, GENERATOR, base, fileName, source])).digest("hex").slice(0, 32);
}

/**
 * A cached entry holds while the files it names still exist, and its photos are the same and their
 * renditions still cached (checked at every build).
 */
async function stillHolds(cached: ParsedFile, dir: string, fileExists: (file: string) => Promise<boolean>, store: ImageStore): Promise<boolean> {
  return (
    (await everyExists(cached.files.map((named) => path.join(dir, named)), fileExists)) &&
    (await Promise.all((cached.images ?? []).map((used) => store.unchanged(used, fileExists)))).every(Boolean)
  );
}

/**
 * The folder's images and the renditions of the photos the entries use, with how many photos those
 * are. A photo is published as its renditions only: a 5 MB camera file never reaches the output.
 */
async function publishedImages(files: readonly ParsedFile[], dir: string, sitePath: string): Promise<{ images: OutputMap; photos: number }> {
  const used = files.flatMap((file) => file.images ?? []);
  const photos = new Set(used.filter((image) => image.outputs.length > 0).map((image) => image.source));
  const images = await listImages(dir, sitePath, (file) => !photos.has(file));
  for (const [file, output] of imageOutputs(used)) images.set(file, output);
  return { images, photos: photos.size };
}

function memoise<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

async function everyExists(files: string[], exists: (file: string) => Promise<boolean>): Promise<boolean> {
  return (await Promise.all(files.map(exists))).every(Boolean);
}

async function listImages(dir: string, sitePath: string, copied: (file: string) => boolean): Promise<OutputMap> {
  const images: OutputMap = new Map();
  const imagesDir = path.join(dir, "images");
  for (const name of await readdir(imagesDir).catch(() => [])) {
    if (copied(path.join(imagesDir, name))) images.set(`${sitePath.slice(1)}images/${name}`, { copyFrom: path.join(imagesDir, name) });
  }
  return images;
}
