import { createHash } from "node:crypto";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";

/**
 * What a cached output was made from, by input: for a file "size:time:hash", for a folder
 * "dir:time:hash" (of its names), the time to the whole millisecond. The time spares reading an
 * input whose stat is unchanged, the usual case; where only the time differs (a fresh clone, a
 * restored CI cache, a `git checkout`: each sets its files' times to now), the content decides.
 * Inputs are named from the project root, never by an absolute path, so that the cache holds in
 * another folder.
 */
export type Stamps = Record<string, string>;

export async function stampInputs(files: string[], root: string): Promise<Stamps> {
  const stamps: Stamps = {};
  await Promise.all(
    files.map(async (file) => {
      const stats = await stat(file);
      stamps[await stampName(file, root)] = stampOf(stats, await contentHash(file, stats.isDirectory()));
    }),
  );
  return stamps;
}

/**
 * "same": every input as stamped. "touched": the same contents, some with other times; `stamps`
 * then has the times as they are now, for the cache to be stamped anew. "changed": anything else.
 */
export async function compareStamps(stamps: Stamps, root: string): Promise<{ state: "same" | "touched" | "changed"; stamps: Stamps }> {
  const names = Object.keys(stamps);
  if (names.length === 0) return { state: "changed", stamps };
  const now = await Promise.all(names.map((name) => restamp(path.resolve(root, name), stamps[name]!)));
  if (now.includes(undefined)) return { state: "changed", stamps };
  const fresh = Object.fromEntries(names.map((name, index) => [name, now[index]!]));
  return { state: names.every((name) => fresh[name] === stamps[name]) ? "same" : "touched", stamps: fresh };
}

/** The input's stamp as it is now if its content is the stamped one, else undefined. */
async function restamp(file: string, stamp: string): Promise<string | undefined> {
  const [kind, time, hash] = stamp.split(":");
  const stats = await stat(file).catch(() => undefined);
  if (!stats || !hash || (kind === "dir") !== stats.isDirectory()) return undefined;
  // A file of another size has changed: no need to read it.
  if (kind !== "dir" && Number(kind) !== stats.size) return undefined;
  if (String(Math.floor(stats.mtimeMs)) === time) return stamp;
  return (await contentHash(file, stats.isDirectory()).catch(() => undefined)) === hash ? stampOf(stats, hash) : undefined;
}

function stampOf(stats: { size: number; mtimeMs: number; isDirectory(): boolean }, hash: string): string {
  return `${stats.isDirectory() ? "dir" : stats.size}:${Math.floor(stats.mtimeMs)}:${hash}`;
}

/** A folder's names, not their contents: a file added beside a bundled one can change how an import resolves. */
async function contentHash(file: string, isFolder: boolean): Promise<string> {
  const data = isFolder ? (await readdir(file)).sort().join("\0") : await readFile(file);
  return createHash("sha256").update(data).digest("hex").slice(0, 32);
}

/** The newest time of `stamps`, in milliseconds. */
export function newestTime(stamps: Stamps): number {
  return Math.max(...Object.values(stamps).map((stamp) => Number(stamp.split(":")[1])));
}

/**
 * From the project root ("src/site.ts"). A package that node_modules links from elsewhere (a copy
 * of the project whose node_modules links the project's, where esbuild names the link's target)
 * is named through the root's node_modules when that leads to the same file; anything else outside
 * the root from the root too ("../shared/x.ts").
 */
async function stampName(file: string, root: string): Promise<string> {
  const relative = path.relative(root, file);
  if (!relative.startsWith("..")) return relative;
  const at = file.indexOf(`${path.sep}node_modules${path.sep}`);
  if (at >= 0) {
    const linked = path.join(root, file.slice(at + 1));
    if ((await realpath(linked).catch(() => undefined)) === (await realpath(file))) return path.relative(root, linked);
  }
  return relative;
}

/** esbuild's metafile inputs are relative to the working folder; "ns:path" ones are virtual. */
export function absoluteInputs(metafileInputs: Record<string, unknown>): string[] {
  return Object.keys(metafileInputs)
    .filter((input) => !/^[a-z-]+:/.test(input))
    .map((input) => path.resolve(input));
}
