import { stat } from "node:fs/promises";
import path from "node:path";

/** Size and modification time of each input, to tell whether a cached output still holds. */
export async function stampInputs(files: string[]): Promise<Record<string, string>> {
  const stamps: Record<string, string> = {};
  await Promise.all(
    files.map(async (file) => {
      const stats = await stat(file);
      stamps[file] = `${stats.size}:${stats.mtimeMs}`;
    }),
  );
  return stamps;
}

export async function inputsUnchanged(stamps: Record<string, string>): Promise<boolean> {
  const files = Object.keys(stamps);
  if (files.length === 0) return false;
  const now = await stampInputs(files).catch(() => null);
  return now !== null && files.every((file) => now[file] === stamps[file]);
}

/** esbuild's metafile inputs are relative to the working folder; "ns:path" ones are virtual. */
export function absoluteInputs(metafileInputs: Record<string, unknown>): string[] {
  return Object.keys(metafileInputs)
    .filter((input) => !/^[a-z-]+:/.test(input))
    .map((input) => path.resolve(input));
}
