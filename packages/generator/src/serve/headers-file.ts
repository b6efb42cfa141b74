import { readFile, stat } from "node:fs/promises";
import path from "node:path";

interface Rule {
  pattern: RegExp;
  headers: [string, string][];
}

/**
 * Reads the `_headers` file of the served folder (Netlify and Cloudflare Pages format: a path
 * pattern, then indented `Name: value` lines), so `site serve` sends what those hosts would.
 * Re-read when it changes, since rebuilds replace it.
 */
export function createHeadersFile(root: string): (pathname: string) => Promise<Record<string, string>> {
  let cache: { mtimeMs: number; rules: Rule[] } | undefined;
  return async (pathname) => {
    const file = path.join(root, "_headers");
    const stats = await stat(file).catch(() => undefined);
    if (!stats) return {};
    if (cache?.mtimeMs !== stats.mtimeMs) cache = { mtimeMs: stats.mtimeMs, rules: parseHeadersFile(await readFile(file, "utf8")) };
    const headers: Record<string, string> = {};
    for (const rule of cache.rules) {
      if (!rule.pattern.test(pathname)) continue;
      // Like those hosts: a header set by two matching rules gets both values, but a policy set
      // again (a folder's own, such as the editor's) replaces the one before, as on Netlify.
      for (const [name, value] of rule.headers) {
        const joined = headers[name] && name.toLowerCase() !== "content-security-policy";
        headers[name] = joined ? `${headers[name]}, ${value}` : value;
      }
    }
    return headers;
  };
}

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon === -1 || rules.length === 0) continue;
    rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** "/assets/*" → /^\/assets\/.*$/: `*` matches anything, slashes included. */
function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}
