import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseRedirectsFile, type RedirectLine } from "../host/render-redirects-file.ts";
import type { CheckProblem } from "./check-problem.ts";
import type { OutputListing } from "./list-output.ts";

// Cloudflare Pages' limits on `_redirects` (https://developers.cloudflare.com/pages/configuration/redirects/,
// "Per file"): 2,000 static redirects, 1,000 characters a line.
export const REDIRECTS_FILE_MAX_RULES = 2_000;
export const REDIRECTS_FILE_MAX_LINE_CHARS = 1_000;
// CloudFront Functions take at most 10 KB of code; the viewer-request function holds every redirect.
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10 * 1024;
const VIEWER_REQUEST = "_host/cloudfront-viewer-request.js";

/**
 * The redirects the build wrote (`_redirects`; the other hosts' files hold the same rules): each
 * must lead to a page of the output in one hop, and no two may claim one URL, nor a rule a URL the
 * output already serves (Netlify would serve the file, Cloudflare Pages the redirect). Messages
 * start with where the rule was written: "content/blog/x.md, field redirectFrom: …".
 */
export async function checkRedirects(dir: string, output: OutputListing, base: string): Promise<CheckProblem[]> {
  if (!output.files.has("_redirects")) return [];
  const text = await readFile(path.join(dir, "_redirects"), "utf8");
  const rules = parseRedirectsFile(text);
  const problems = new Map<string, CheckProblem>();
  // A source's two forms ("/old/" and "/old") are two rules: one message for both.
  const problem = (rule: RedirectLine, name: string, message: string, key = `${rule.origin} ${name} ${rule.to}`) => {
    if (!problems.has(key)) problems.set(key, { file: "_redirects", line: rule.line, column: 1, rule: name, message: `${rule.origin}: ${message}` });
  };

  const bySource = new Map<string, RedirectLine>();
  for (const rule of rules) {
    const first = bySource.get(rule.from);
    if (first) {
      problem(rule, "redirect-duplicate", `"${rule.from}" is already redirected by ${first.origin} (line ${first.line}): keep one rule`, rule.from);
    } else bySource.set(rule.from, rule);
  }

  for (const rule of rules) {
    const shadowed = servedFile(rule.from, output, base);
    if (shadowed) problem(rule, "redirect-shadows-page", `"${rule.from}" is a former URL, but the output has a page there (${shadowed}): remove one of them`);
    if (!rule.to.startsWith(base)) {
      problem(rule, "redirect-outside-base", `"${rule.from}" redirects to "${rule.to}", outside the base path "${base}"`);
      continue;
    }
    const hops = [rule.from, rule.to];
    while (bySource.has(hops.at(-1)!) && !hops.slice(0, -1).includes(hops.at(-1)!)) hops.push(bySource.get(hops.at(-1)!)!.to);
    const route = hops.map((hop) => `"${hop}"`).join(" → ");
    if (hops.slice(0, -1).includes(hops.at(-1)!)) problem(rule, "redirect-loop", `${route} goes round in a loop: point "${rule.from}" at a page`);
    else if (!servedFile(hops.at(-1)!, output, base)) {
      problem(rule, "redirect-dangling", `${route}: the output does not have "${hops.at(-1)}" (no ${fileOf(hops.at(-1)!, base)})`);
    } else if (hops.length > 2) problem(rule, "redirect-chain", `${route} is a chain: point "${rule.from}" at "${hops.at(-1)}" directly`);
  }

  const lines = text.split("\n");
  if (rules.length > REDIRECTS_FILE_MAX_RULES) {
    const over = rules[REDIRECTS_FILE_MAX_RULES]!;
    problem(over, "redirects-file-limit", `_redirects has ${rules.length} rules, over Cloudflare Pages' limit of ${REDIRECTS_FILE_MAX_RULES}`, "limit");
  }
  lines.forEach((line, index) => {
    if (line.length > REDIRECTS_FILE_MAX_LINE_CHARS) {
      problems.set(`line ${index}`, {
        file: "_redirects",
        line: index + 1,
        column: 1,
        rule: "redirects-file-limit",
        message: `line of ${line.length} characters, over Cloudflare Pages' limit of ${REDIRECTS_FILE_MAX_LINE_CHARS}`,
      });
    }
  });
  return [...problems.values(), ...(await checkViewerRequestSize(dir, output))];
}

/** The output file a host serves for a path under the base, without redirects: a page or any file. */
function servedFile(pathname: string, output: OutputListing, base: string): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  const file = fileOf(pathname, base);
  if (output.files.has(file)) return file;
  // "/blog" is a folder that hosts answer with a redirect to its page.
  return output.folders.has(file) && output.files.has(`${file}/index.html`) ? `${file}/index.html` : undefined;
}

function fileOf(pathname: string, base: string): string {
  const relative = pathname.slice(base.length);
  return relative === "" || relative.endsWith("/") ? `${relative}index.html` : relative;
}

async function checkViewerRequestSize(dir: string, output: OutputListing): Promise<CheckProblem[]> {
  if (!output.files.has(VIEWER_REQUEST)) return [];
  const bytes = Buffer.byteLength(await readFile(path.join(dir, VIEWER_REQUEST), "utf8"));
  if (bytes <= CLOUDFRONT_FUNCTION_MAX_BYTES) return [];
  return [
    {
      file: VIEWER_REQUEST,
      line: 1,
      column: 1,
      rule: "cloudfront-function-size",
      message: `${bytes} bytes, over CloudFront Functions' limit of ${CLOUDFRONT_FUNCTION_MAX_BYTES}: too many redirects for the viewer-request function`,
    },
  ];
}
