import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { OutputMap } from "../output-map.ts";
import type { CollectionDefinition, CollectionEntry } from "../site-definition.ts";
import { ContentError } from "./content-error.ts";
import type { ContentLink } from "./markdown-links.ts";
import { createEntryParser, type EntryParser, type ParsedFile } from "./parse-entry.ts";
import { duplicateSlug } from "./duplicate-slug.ts";
import { readEntryCache, writeEntryCache } from "./entry-cache.ts";
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
  // Every file refused, not the first only: whoever fixes them sees them all in one build.
  const refused: string[] = [];
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
      continue;
    }
    parsed++;
    parse ??= await createEntryParser(collection, { base, siteUrl, values }, store);
    const result = await parse({ file: shown(file), source, dir, folder: shown(dir), fileExists }).catch((error: unknown) => refusal(error, refused));
    if (!result) continue;
    inMemory.set(key, result);
    files.push(result);
    // A turn of the event loop between entries: parsing a thousand takes most of a second of this
    // thread, and the bundles made meanwhile wait on it (esbuild's calls to the build's plugins, autoprefixer),
    // as do sharp's photos; without it they all waited until the last entry was parsed.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (refused.length > 0) throw new ContentError(refused.sort().join("\n"));
  const entries = files.map(({ entry }) => entry);
  await refuseDuplicateSlugs(entries, names.map((fileName) => path.join(dir, fileName)), shown);
  if (parsed > 0 || (disk && Object.keys(disk).length !== keys.length)) {
    await writeEntryCache(diskFile, Object.fromEntries(keys.map((key, index) => [key, files[index]!])), root);
  }
  const fileOf = new Map(entries.map((entry, index) => [entry.slug, shown(path.join(dir, names[index]!))]));
  const linksOf = new Map(files.map(({ entry, links }) => [entry.slug, links ?? []]));
  entries.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  const { images, photos } = await publishedImages(files, dir, collection.sitePath);
  return { name, entryName: collection.entryName, entries, images, parsed, photos: { used: photos, encoded: store.encoded() }, fileOf, linksOf };
}

/** A file the parser refused: its message kept with the others', so that the build names them all. */
function refusal(error: unknown, refused: string[]): undefined {
  if (!(error instanceof ContentError)) throw error;
  refused.push(error.message);
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

/**
 * Two entries with one slug would write one page: the error names the file changed last (the one
 * just added or renamed), and the entry that already had the slug.
 */
async function refuseDuplicateSlugs(
  entries: readonly CollectionEntry[],
  files: readonly string[],
  shown: (file: string) => string,
): Promise<void> {
  const bySlug = new Map<string, number[]>();
  entries.forEach((entry, index) => bySlug.set(entry.slug, [...(bySlug.get(entry.slug) ?? []), index]));
  for (const [slug, indexes] of bySlug) {
    if (indexes.length < 2) continue;
    const changed = await Promise.all(indexes.map(async (index) => ({ index, mtimeMs: (await stat(files[index]!)).mtimeMs })));
    changed.sort((a, b) => a.mtimeMs - b.mtimeMs || a.index - b.index);
    const [older, newer] = [changed[0]!.index, changed.at(-1)!.index];
    throw new ContentError(duplicateSlug(shown(files[newer]!), slug, shown(files[older]!)));
  }
}

async function listImages(dir: string, sitePath: string, copied: (file: string) => boolean): Promise<OutputMap> {
  const images: OutputMap = new Map();
  const imagesDir = path.join(dir, "images");
  for (const name of await readdir(imagesDir).catch(() => [])) {
    if (copied(path.join(imagesDir, name))) images.set(`${sitePath.slice(1)}images/${name}`, { copyFrom: path.join(imagesDir, name) });
  }
  return images;
}
