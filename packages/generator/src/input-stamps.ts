import { stat } from "node:fs/promises";
import path from "node:path";

/**
 * Size and modification time of each input, to tell whether a cached output still holds. An input
 * inside the project is named from its root and its time kept to the whole millisecond, so that
 * a copy of the project with its files' times (tests/helpers/project-copy.ts) finds its caches valid.
 */
export async function stampInputs(files: string[], root: string): Promise<Record<string, string>> {
  const stamps: Record<string, string> = {};
  await Promise.all(
    files.map(async (file) => {
      const stats = await stat(file);
      stamps[stampName(file, root)] = `${stats.size}:${Math.floor(stats.mtimeMs)}`;
    }),
  );
  return stamps;
}

export async function inputsUnchanged(stamps: Record<string, string>, root: string): Promise<boolean> {
  const names = Object.keys(stamps);
  if (names.length === 0) return false;
  const now = await stampInputs(
    names.map((name) => path.resolve(root, name)),
    root,
  ).catch(() => null);
  return now !== null && names.every((name) => now[name] === stamps[name]);
}

/** From the project root when inside it ("src/site.ts"), else absolute. */
function stampName(file: string, root: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}

/** esbuild's metafile inputs are relative to the working folder; "ns:path" ones are virtual. */
export function absoluteInputs(metafileInputs: Record<string, unknown>): string[] {
  return Object.keys(metafileInputs)
    .filter((input) => !/^[a-z-]+:/.test(input))
    .map((input) => path.resolve(input));
}
