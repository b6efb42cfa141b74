import { rename, writeFile } from "node:fs/promises";

/**
 * Writes `file` whole or not at all: under a name of this process's first, then renamed over it,
 * so a build killed midway, or another build filling the same cache entry, never leaves half a
 * file for the next one to read.
 */
export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, data);
  await rename(partial, file);
}
