import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { inputsUnchanged, stampInputs } from "./input-stamps.ts";

interface Stamped<T> {
  stamps: Record<string, string>;
  value: T;
}

/**
 * A build step's last result, kept while none of its inputs changed (size and modification time
 * of each file and folder it was made from). A cache that cannot be parsed is no cache.
 */
export async function readStamped<T>(file: string): Promise<T | undefined> {
  const text = await readFile(file, "utf8").catch(() => "null");
  let cached: Stamped<T> | null;
  try {
    cached = JSON.parse(text) as Stamped<T> | null;
  } catch {
    return undefined;
  }
  if (!cached?.stamps || !(await inputsUnchanged(cached.stamps))) return undefined;
  return cached.value;
}

/**
 * `inputs` are files; their folders are stamped too, so that a file added beside them (which could
 * change how an import resolves) counts as a change.
 */
export async function writeStamped<T>(file: string, inputs: string[], value: T): Promise<void> {
  const watched = [...new Set([...inputs, ...inputs.map((input) => path.dirname(input))])];
  const cached: Stamped<T> = { stamps: await stampInputs(watched), value };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}`, JSON.stringify(cached));
  await rename(`${file}.${process.pid}`, file);
}
