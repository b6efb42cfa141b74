import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { inputsUnchanged, stampInputs } from "./input-stamps.ts";
import { writeAtomically } from "./write-atomically.ts";

interface Stamped<T> {
  stamps: Record<string, string>;
  value: T;
}

/**
 * A build step's last result, kept while none of its inputs changed (size and modification time
 * of each file and folder it was made from, input-stamps.ts; `root` is the project's). A cache
 * that cannot be parsed is no cache.
 */
export async function readStamped<T>(file: string, root: string): Promise<T | undefined> {
  const text = await readFile(file, "utf8").catch(() => "null");
  let cached: Stamped<T> | null;
  try {
    cached = JSON.parse(text) as Stamped<T> | null;
  } catch {
    return undefined;
  }
  if (!cached?.stamps || !(await inputsUnchanged(cached.stamps, root))) return undefined;
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
  // File times come from a coarse clock, a few milliseconds behind Date.now().
  if (Object.values(stamps).some((stamp) => Number(stamp.split(":")[1]) >= startedAt - MTIME_SLACK_MS)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeAtomically(file, JSON.stringify({ stamps, value } satisfies Stamped<T>));
}

const MTIME_SLACK_MS = 50;
