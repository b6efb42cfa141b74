import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { parseRequestPath } from "./parse-request-path.ts";

export type Resolution =
  | { kind: "file"; file: string; segments: string[] }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" }
  | { kind: "refused"; status: 400 };

const NOT_FOUND = { kind: "not-found" } as const;

/**
 * Maps a raw request target to a file inside `root`, the way GitHub Pages and Netlify do:
 * "/blog/" → blog/index.html, "/blog" → 301 to "/blog/", no fallback page, no listings.
 * `base` holds the decoded segments of the base path; a file's `segments` are relative to it.
 */
export async function resolveRequest(root: string, target: string, base: string[]): Promise<Resolution> {
  const parsed = parseRequestPath(target);
  if (parsed.kind === "refused") return parsed;
  const { segments, directory, rawPath, query } = parsed;
  // rawPath never starts with "//" (empty segments are refused), so this stays a same-site redirect.
  const withSlash = { kind: "redirect", location: `${rawPath}/${query ? `?${query}` : ""}` } as const;

  if (!base.every((name, index) => segments[index] === name)) return NOT_FOUND;
  if (segments.length === base.length && !directory) return withSlash;
  const relative = segments.slice(base.length);

  const rootReal = await unlessMissing(realpath(root));
  if (!rootReal) return NOT_FOUND;
  const real = await realpathInside(rootReal, path.join(rootReal, ...relative));
  const stats = real && (await unlessMissing(stat(real)));
  if (!real || !stats) return NOT_FOUND;
  if (stats.isFile()) return directory ? NOT_FOUND : { kind: "file", file: real, segments: relative };
  if (!stats.isDirectory()) return NOT_FOUND;

  const index = await realpathInside(rootReal, path.join(real, "index.html"));
  if (!index || !(await unlessMissing(stat(index)))?.isFile()) return NOT_FOUND;
  return directory ? { kind: "file", file: index, segments: [...relative, "index.html"] } : withSlash;
}

/** The real path of `candidate` when it exists and, symlinks followed, still lies inside `rootReal`. */
async function realpathInside(rootReal: string, candidate: string): Promise<string | undefined> {
  const real = await unlessMissing(realpath(candidate));
  if (!real) return undefined;
  const prefix = rootReal.endsWith(path.sep) ? rootReal : rootReal + path.sep;
  return real === rootReal || real.startsWith(prefix) ? real : undefined;
}

// A rebuild swaps the folder at any moment: a file that vanished between two calls is not found.
async function unlessMissing<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ENAMETOOLONG" || code === "ELOOP") return undefined;
    throw error;
  }
}
