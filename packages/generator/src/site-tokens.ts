import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StylePart } from "./bundle-styles.ts";
import { eachString } from "./content/entry-strings.ts";
import { inlineConstantTokens } from "./inline-tokens.ts";
import type { OutputMap } from "./output-map.ts";
import { joinParts, splitParts } from "./style-parts.ts";
import { writeAtomically } from "./write-atomically.ts";
import { noteRemade } from "./cache-log.ts";

/** What pages are made of besides their CSS: what may set or read a custom property. */
export interface SiteCode {
  /** The server bundle: every page's markup, `style` attributes included, and the YAML content. */
  serverModuleUrl: string;
  /** The browser's code. */
  client: OutputMap;
  /** The collections' entries (front matter, rendered Markdown, which may hold HTML). */
  entries: Readonly<Record<string, readonly unknown[]>>;
}

// The generator's build, by the name of the compiled chunk holding this code (bin/launch.js names
// chunks by content), not by its path: the cache holds in another folder.
const GENERATOR = path.basename(import.meta.url);

/**
 * The parts with the site's constant design tokens written in (inline-tokens.ts), all at once so
 * that the shared and the pages' stylesheets agree: about 400 bytes of brotli off the shared
 * stylesheet, which every page loads in its first round trip. A token that the site's code or
 * content names (`style={{ "--needle-angle": … }}`, `setProperty("--x")`) stays a property. The
 * result is cached by input (the generator's build included): a warm build does not load postcss.
 */
export async function inlineSiteTokens(parts: readonly StylePart[], code: SiteCode, cacheDir: string): Promise<StylePart[]> {
  const css = joinParts(parts);
  const named = await namesInCode(code);
  const key = createHash("sha256").update(JSON.stringify([GENERATOR, css, [...named].sort()])).digest("hex").slice(0, 24);
  const cached = path.join(cacheDir, `tokens-${key}.json`);
  const hit = await readFile(cached, "utf8").catch(() => null);
  if (hit !== null) return JSON.parse(hit) as StylePart[];
  noteRemade("design tokens");
  // Not minified again: esbuild's minifier would rewrite the values written in (`rgb(15 27 45 / .06)`
  // as `#0f1b2d0f`, whose alpha is 0.0588), and brotli already makes the spaces they keep cheap.
  const inlined = splitParts(await inlineConstantTokens(css, named), parts);
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(cached, JSON.stringify(inlined));
  return inlined;
}

/** Every `--name` the code and content hold as a word of its own (not `button--primary`). */
async function namesInCode(code: SiteCode): Promise<Set<string>> {
  const texts = [await readFile(fileURLToPath(code.serverModuleUrl), "utf8")];
  for (const [file, output] of code.client) {
    if (/\.m?js$/.test(file) && "data" in output) texts.push(typeof output.data === "string" ? output.data : Buffer.from(output.data).toString("utf8"));
  }
  eachString(code.entries, (text) => texts.push(text), 8);
  const names = new Set<string>();
  for (const text of texts) for (const [name] of text.matchAll(/(?<![\w-])--[\w-]+/g)) names.add(name);
  return names;
}
