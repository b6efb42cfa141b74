import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { UsedImage } from "../images/image-store.ts";
import { writeAtomically } from "../write-atomically.ts";
import type { ParsedFile } from "./parse-entry.ts";

/**
 * A collection's parsed entries by key. The photos they use are named from the project root on
 * disk, absolute in memory: a cache naming the project's absolute paths would, in another folder
 * (a fresh clone given the cache), miss, or check and copy the first folder's files.
 */
export async function readEntryCache(file: string, root: string): Promise<Record<string, ParsedFile>> {
  // A cache that cannot be read is no cache: everything is parsed again.
  try {
    const entries = (JSON.parse(await readFile(file, "utf8")) as Record<string, ParsedFile> | null) ?? {};
    return mapImages(entries, (name) => path.resolve(root, name));
  } catch {
    return {};
  }
}

export async function writeEntryCache(file: string, entries: Record<string, ParsedFile>, root: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeAtomically(file, JSON.stringify(mapImages(entries, (name) => path.relative(root, name))));
}

function mapImages(entries: Record<string, ParsedFile>, to: (name: string) => string): Record<string, ParsedFile> {
  const image = (used: UsedImage): UsedImage => ({
    ...used,
    source: to(used.source),
    outputs: used.outputs.map(([file, cached, size]) => [file, to(cached), size]),
  });
  return Object.fromEntries(Object.entries(entries).map(([key, parsed]) => [key, { ...parsed, images: (parsed.images ?? []).map(image) }]));
}

/**
 * The key each entry was loaded under (load-collection.ts: its file's content and what parsed it),
 * for caches of what is read from entries (fonts/kept-site-characters.ts).
 */
const keys = new WeakMap<object, string>();
export const entryKey = (entry: object): string | undefined => keys.get(entry);
export const noteEntryKey = (entry: object, key: string): void => void keys.set(entry, key);
