import type { HostRedirect } from "./redirects.ts";

/** Comment line naming where the rules under it were written; `site check` reads it back. */
const ORIGIN_PREFIX = "# from ";

/**
 * The `_redirects` file of Netlify and Cloudflare Pages (also read by `site serve` and `site check`):
 * one `from to 301` line per rule, each group under a comment naming where it was written.
 * Cloudflare Pages defaults to 302 and Netlify to 301, so the status is always written.
 */
export function renderRedirectsFile(redirects: readonly HostRedirect[]): string {
  const lines = ["# Written by `site build`: rebuild rather than edit."];
  let origin: string | undefined;
  for (const redirect of redirects) {
    if (redirect.origin !== origin) lines.push(`${ORIGIN_PREFIX}${redirect.origin}`);
    origin = redirect.origin;
    lines.push(`${redirect.from} ${redirect.to} 301`);
  }
  return `${lines.join("\n")}\n`;
}

export interface RedirectLine extends HostRedirect {
  /** 1-based line of the rule in `_redirects`. */
  line: number;
}

/** The rules of a `_redirects` file written by the build, with their lines and origins. */
export function parseRedirectsFile(text: string): RedirectLine[] {
  const rules: RedirectLine[] = [];
  let origin = "_redirects";
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith(ORIGIN_PREFIX)) origin = line.slice(ORIGIN_PREFIX.length);
    if (!line || line.startsWith("#")) return;
    const [from, to] = line.split(/\s+/);
    if (from && to) rules.push({ from, to, origin, line: index + 1 });
  });
  return rules;
}
