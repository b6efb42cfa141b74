import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Budgets } from "../site-definition.ts";
import type { CheckProblem } from "./check-problem.ts";

export type { Budgets };

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/;
const VIDEO = /\.(mp4|webm)$/;

/**
 * Size budgets on the output alone, as a host would serve it. A page's JavaScript is its loader,
 * plus the chunks it imports for the islands the page holds (`data-island`), React's runtime if
 * there is one, and the lazy behaviours whose `data-<name>` attribute the page carries.
 */
export async function checkBudgets(dir: string, files: string[], budgets: Budgets, base: string): Promise<CheckProblem[]> {
  const local = (url: string | undefined) => localFile(url, base);
  const problems: CheckProblem[] = [];
  const gzipped = memo(async (file: string) => gzipSync(await readFile(path.join(dir, file))).byteLength);
  const over = (file: string, rule: string, size: number, limit: number, what: string) => {
    if (size > limit) problems.push({ file, line: 1, column: 1, rule, message: `${what} is ${kB(size)}, over its budget of ${kB(limit)}` });
  };

  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const html = await readFile(path.join(dir, file), "utf8");
    over(file, "budget-html", await gzipped(file), budgets.htmlGzipBytes, "gzipped HTML");
    const sheets = attributes(html, /<link\b[^>]*\brel="stylesheet"[^>]*>/g, "href").map(local);
    let css = 0;
    for (const sheet of sheets.filter((name): name is string => name !== null)) css += await gzipped(sheet);
    over(file, "budget-css", css, budgets.cssGzipBytes, "gzipped CSS");
    const scripts = await scriptsOf(dir, html, local);
    let js = 0;
    for (const script of scripts) js += await gzipped(script);
    over(file, "budget-js", js, file === "index.html" ? budgets.homeJsGzipBytes : budgets.jsGzipBytes, "gzipped JavaScript");
  }
  for (const file of files) {
    const limit = IMAGE.test(file) ? budgets.largestImageBytes : VIDEO.test(file) ? budgets.largestVideoBytes : null;
    if (limit !== null) over(file, "budget-media", (await stat(path.join(dir, file))).size, limit, IMAGE.test(file) ? "image" : "video");
  }
  return problems;
}

/** Output-relative paths of the scripts a page ends up running. */
async function scriptsOf(dir: string, html: string, local: (url: string | undefined) => string | null): Promise<Set<string>> {
  const wanted = new Set<string>([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]!));
  if (wanted.size > 0) wanted.add("react-runtime");
  for (const [, name] of html.matchAll(/\sdata-([a-z-]+)=/g)) wanted.add(name!);
  const scripts = new Set<string>();
  const visit = async (file: string, lazyToo: boolean) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    const code = await readFile(path.join(dir, file), "utf8");
    const folder = path.posix.dirname(file);
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) await visit(path.posix.join(folder, imported!), false);
    if (!lazyToo) return;
    // Lazy chunks are imported by name, or listed by URL (the loader's island chunks: "Name":"./chunks/…").
    for (const [, imported] of code.matchAll(/(?:import\(|:)"(\.\/[^"]+\.js)"/g)) {
      const name = path.posix.basename(imported!).replace(/-[A-Z0-9]+\.js$/, "");
      if (wanted.has(name)) await visit(path.posix.join(folder, imported!), false);
    }
  };
  // Scripts the page links, and the loader its inline start imports (src/components/LoaderStart.tsx).
  const linked = [
    ...attributes(html, /<script\b[^>]*\bsrc="[^"]*"[^>]*>/g, "src"),
    ...attributes(html, /<script\b[^>]*\bdata-loader="[^"]*"[^>]*>/g, "data-loader"),
  ];
  for (const src of linked) {
    const file = local(src);
    if (file) await visit(file, true);
  }
  return scripts;
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

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
