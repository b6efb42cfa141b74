import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parseRedirectsFile } from "../host/render-redirects-file.ts";

/**
 * Reads the `_redirects` file of the served folder, as Netlify and Cloudflare Pages do, and gives
 * the target of a decoded request path ("/sub/blog/old/"), if a rule has it as its source. Re-read
 * when it changes, since rebuilds replace it.
 */
export function createRedirectsFile(root: string): (pathname: string) => Promise<string | undefined> {
  let cache: { mtimeMs: number; targets: Map<string, string> } | undefined;
  return async (pathname) => {
    const file = path.join(root, "_redirects");
    const stats = await stat(file).catch(() => undefined);
    if (!stats) return undefined;
    if (cache?.mtimeMs !== stats.mtimeMs) {
      const targets = new Map<string, string>();
      // Like both hosts: the first rule for a source wins.
      for (const { from, to } of parseRedirectsFile(await readFile(file, "utf8"))) if (!targets.has(from)) targets.set(from, to);
      cache = { mtimeMs: stats.mtimeMs, targets };
    }
    return cache.targets.get(pathname);
  };
}
