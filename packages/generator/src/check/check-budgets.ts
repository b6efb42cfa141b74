import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Budgets } from "../site-definition.ts";
import type { CheckProblem } from "./check-problem.ts";
import { readPageMarkup } from "./page-markup.ts";
import { createPageScripts } from "./page-scripts.ts";

export type { Budgets };

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/;
const VIDEO = /\.(mp4|webm)$/;
/** How many of a page's scripts its message over the JavaScript budget names. */
const LARGEST_NAMED = 3;

/**
 * Size budgets on the output alone, as a host would serve it. A page's JavaScript is every script
 * it can download, however it is loaded (page-scripts.ts); over its budget, the message names the
 * largest files.
 */
export async function checkBudgets(dir: string, files: string[], budgets: Budgets, base: string, searchFolder?: string): Promise<CheckProblem[]> {
  const local = (url: string | undefined) => localFile(url, base);
  const problems: CheckProblem[] = [];
  const scripts = createPageScripts(dir, new Set(files), base);
  const gzipped = memo(async (file: string) => gzipSync(await readFile(path.join(dir, file))).byteLength);
  const over = (file: string, rule: string, size: number, limit: number, what: string, detail = "") => {
    // To the byte where a tenth of a kB cannot tell the two apart.
    const digits = kB(size) === kB(limit) ? 3 : 1;
    const [shown, budget] = [kB(size, digits), kB(limit, digits)];
    if (size > limit) problems.push({ file, line: 1, column: 1, rule, message: `${what} is ${shown}, over its budget of ${budget}${detail}` });
  };

  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const html = await readFile(path.join(dir, file), "utf8");
    over(file, "budget-html", await gzipped(file), budgets.htmlGzipBytes, "gzipped HTML");
    const sheets = attributes(html, /<link\b[^>]*\brel="stylesheet"[^>]*>/g, "href").map(local);
    let css = 0;
    for (const sheet of sheets.filter((name): name is string => name !== null)) css += await gzipped(sheet);
    over(file, "budget-css", css, budgets.cssGzipBytes, "gzipped CSS");
    const sizes = await Promise.all([...(await scripts.of(file, readPageMarkup(html)))].map(async (script) => ({ script, size: await gzipped(script) })));
    const js = sizes.reduce((sum, { size }) => sum + size, 0);
    const largest = sizes.sort((a, b) => b.size - a.size).slice(0, LARGEST_NAMED).map(({ script, size }) => `${script} ${kB(size)}`);
    over(file, "budget-js", js, budgets.jsGzipBytes, "gzipped JavaScript", `: ${sizes.length} files, the largest ${largest.join(", ")}`);
  }
  problems.push(...(await scripts.problems()));
  if (searchFolder !== undefined && budgets.searchGzipBytes !== undefined) {
    const code = files.filter((file) => file.startsWith(`${searchFolder}/`) && /\.(js|pagefind)$/.test(file));
    const size = (await Promise.all(code.map(gzipped))).reduce((sum, bytes) => sum + bytes, 0);
    over(`${searchFolder}/`, "budget-search", size, budgets.searchGzipBytes, "the search's code, gzipped (its scripts and WebAssembly)");
  }
  for (const file of files) {
    const limit = IMAGE.test(file) ? budgets.largestImageBytes : VIDEO.test(file) ? budgets.largestVideoBytes : null;
    if (limit !== null) over(file, "budget-media", (await stat(path.join(dir, file))).size, limit, IMAGE.test(file) ? "image" : "video");
  }
  return problems;
}

/** The value of `name` in each tag that `tags` finds (the build's own markup: quoted attributes). */
function attributes(html: string, tags: RegExp, name: string): string[] {
  return [...html.matchAll(tags)].map((tag) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag[0])?.[1]).filter((value): value is string => !!value);
}

/** "/base/assets/x.css" → "assets/x.css"; external URLs are not the site's to budget. */
function localFile(url: string | undefined, base: string): string | null {
  if (!url || !url.startsWith(base)) return null;
  return decodeURIComponent(url.slice(base.length).split(/[?#]/)[0]!);
}

function memo<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const known = new Map<string, Promise<T>>();
  return (key) => {
    if (!known.has(key)) known.set(key, make(key));
    return known.get(key)!;
  };
}

const kB = (bytes: number, digits = 1) => `${(bytes / 1000).toFixed(digits)} kB`;
