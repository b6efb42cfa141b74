import { stat } from "node:fs/promises";
import path from "node:path";
import { parseAllHeaders } from "netlify-headers-parser";

interface Rule {
  pattern: RegExp;
  headers: [string, string][];
}

interface NetlifyRule {
  for: string;
  values: Record<string, string>;
}

// The package's declarations mark `headersFiles` as never[] and the config path as required.
const parseNetlifyHeaders = parseAllHeaders as unknown as (options: { headersFiles: string[]; minimal: boolean }) => Promise<{ headers: NetlifyRule[] }>;

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
    if (cache?.mtimeMs !== stats.mtimeMs) cache = { mtimeMs: stats.mtimeMs, rules: await readHeadersFile(file) };
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

/**
 * The rules of a `_headers` file, read by Netlify's own parser (a line it cannot read is left
 * out, as Netlify leaves it). Its path patterns are matched here, as Cloudflare Pages matches
 * them: Netlify's own matching also lets `/assets/*` match `/assets`, and ignores case.
 */
export async function readHeadersFile(file: string): Promise<Rule[]> {
  const { headers } = await parseNetlifyHeaders({ headersFiles: [file], minimal: true });
  return headers.map((rule) => ({ pattern: patternOf(rule.for), headers: Object.entries(rule.values) }));
}

/** "/assets/*" → /^\/assets\/.*$/: `*` matches anything, slashes included. */
function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}
