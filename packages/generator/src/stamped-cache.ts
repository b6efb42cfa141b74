import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { compareStamps, newestTime, stampInputs, type Stamps } from "./input-stamps.ts";
import { writeAtomically } from "./write-atomically.ts";

interface Stamped<T> {
  stamps: Stamps;
  value: T;
}

/**
 * A build step's last result, kept while none of its inputs changed (input-stamps.ts; `root` is
 * the project's). Found with the same contents under other times (a fresh clone given the cache),
 * it is stamped anew, so that the next build only stats its inputs. A cache that cannot be parsed
 * is no cache.
 */
export async function readStamped<T>(file: string, root: string): Promise<T | undefined> {
  const startedAt = Date.now();
  const text = await readFile(file, "utf8").catch(() => "null");
  let cached: Stamped<T> | null;
  try {
    cached = JSON.parse(text) as Stamped<T> | null;
  } catch {
    return undefined;
  }
  if (!cached?.stamps) return undefined;
  const { state, stamps } = await compareStamps(cached.stamps, root);
  if (state === "changed") return undefined;
  if (state === "touched" && !tooRecent(stamps, startedAt)) await writeAtomically(file, JSON.stringify({ stamps, value: cached.value } satisfies Stamped<T>));
  return cached.value;
}

/**
 * Bundled files and their folders: a file added beside them could change how an import resolves.
 * (Not for files read as data, such as package.json: the project root changes at every build.)
 */
export function withFolders(files: string[]): string[] {
  return [...new Set([...files, ...files.map((file) => path.dirname(file))])];
}

/**
 * `startedAt` (Date.now()) is when the step began reading its inputs: one changed since may not be
 * in `value`, whose stamps would then hide the change, so nothing is cached (watch mode rebuilds
 * on such an edit).
 */
export async function writeStamped<T>(file: string, root: string, inputs: string[], value: T, startedAt: number): Promise<void> {
  const stamps = await stampInputs(inputs, root);
  if (tooRecent(stamps, startedAt)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeAtomically(file, JSON.stringify({ stamps, value } satisfies Stamped<T>));
}

/**
 * An input changed at or after `startedAt` may have changed again within the same millisecond: its
 * stamp would not tell. File times come from a coarse clock, a few milliseconds behind Date.now().
 */
function tooRecent(stamps: Stamps, startedAt: number): boolean {
  return newestTime(stamps) >= startedAt - MTIME_SLACK_MS;
}

const MTIME_SLACK_MS = 50;
