import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { OutputMap } from "../output-map.ts";
import type { CutInput } from "./cut-fonts.ts";
import type { SiteCharacters } from "./site-characters.ts";
import { cachedResult, cacheResult, type Subset } from "./subset-cache.ts";
import { noteRemade } from "../cache-log.ts";
import { WOFF2_ENCODING } from "./woff2.ts";

/** A font file the build wrote, by its path in the output ("assets/inter-variable-0a1b2c3d4e.woff2"). */
export interface FontFile {
  file: string;
  family: string;
  bytes: number;
  /** The characters it draws: a page whose text in this family holds none never downloads it. */
  characters: string;
}

export interface FontStep {
  /**
   * Names what the step will make, known before any font is cut: a stylesheet holding the rewritten
   * @font-face rules is named after it, so pages can name it as they render.
   */
  key: string;
  /** The files of the stylesheets' bundle that are there at once (images): emit them with the assets. */
  files: OutputMap;
  /** The stylesheet text with its @font-face rules rewritten, and the fonts, when cut; a failure of the step rejects here. */
  done: Promise<{ css: string; files: OutputMap; fonts: FontFile[] }>;
}

const sha = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const FONT_FILE = /\.(woff2?|ttf|otf)$/i;
/** The worker's own heap stays small (its memory is HarfBuzz's WebAssembly's): a small young generation takes 30 MB off a cold build's peak. */
const startWorker = () =>
  new Worker(new URL("./font-worker.mjs", import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 96 } });

/**
 * Cuts the stylesheets' fonts to the characters the pages may draw, in a worker thread while the
 * main thread renders (cut-fonts.ts). Everything that decides the result is known first, so its
 * names are too: each cut font is named from its inputs (source file, characters, axis range,
 * subsetter), and `key` from all of the step's (the CSS, the characters, the prose the fallbacks
 * are measured on, the base path, the subsetter and this step's code). The same inputs make the
 * same bytes, so a name still changes whenever its file does. The result is cached by the same
 * key: a warm build cuts nothing and loads neither postcss nor HarfBuzz.
 */
export async function startFontStep(
  styles: { css: string; files: OutputMap },
  site: SiteCharacters,
  options: { base: string; cacheDir: string; worker: Worker | undefined },
): Promise<FontStep> {
  const { worker, ...paths } = options;
  if (!/@font-face/i.test(styles.css)) {
    void worker?.terminate();
    return { key: "", files: styles.files, done: Promise.resolve({ css: styles.css, files: new Map(), fonts: [] }) };
  }
  const early: OutputMap = new Map([...styles.files].filter(([file]) => !FONT_FILE.test(file)));
  const fonts: [string, Uint8Array][] = [];
  for (const [file, output] of styles.files) if (FONT_FILE.test(file) && "data" in output) fonts.push([file, Buffer.from(output.data)]);
  const subsetter = subsetterVersion();
  const key = sha(JSON.stringify([styles.css, options.base, site.characters, site.rare, site.figures, sha(site.sample), sha(site.headings), fonts.map(([file, data]) => [file, sha(data)]), subsetter, stepCode()]));
  const finish = (done: Subset) => {
    const files: OutputMap = new Map([...styles.files].filter(([file]) => FONT_FILE.test(file) && !done.replaced.includes(file)));
    for (const font of done.fonts) files.set(font.file, { data: font.data });
    return { css: done.css, files, fonts: done.fonts.map(({ file, family, data, characters }) => ({ file, family, bytes: data.byteLength, characters })) };
  };
  const cached = await cachedResult(options.cacheDir, key);
  if (cached) void worker?.terminate();
  else noteRemade("cut fonts");
  const done = cached
    ? Promise.resolve(finish(cached))
    : runCut({ css: styles.css, fonts, ...site, ...paths, subsetter }, worker).then(async (cut) => finish(await cacheResult(options.cacheDir, key, cut)));
  // Awaited before the output is committed; until then a failure must not count as unhandled.
  done.catch(() => undefined);
  return { key: key.slice(0, 16), files: early, done };
}

/**
 * The font worker, started before anything else when the build has no cut fonts cached (a cold
 * build, as CI makes): it loads HarfBuzz while esbuild bundles. It does not keep the process alive
 * if the build fails before it is used; a build that finds its fonts cached ends it.
 */
export function prestartFontWorker(cacheDir: string): Worker | undefined {
  if (import.meta.url.endsWith(".ts") || existsSync(path.join(cacheDir, "fonts"))) return undefined;
  const worker = startWorker();
  worker.unref();
  // Its errors are reported by the step that uses it.
  worker.on("error", () => undefined);
  return worker;
}

/**
 * In a worker thread from the compiled CLI (bin/launch.js compiles src/workers/*.ts beside
 * this code), so HarfBuzz runs on another core; in the same thread when the build runs from its
 * TypeScript sources (the tests), which have no compiled worker.
 */
async function runCut(input: CutInput, started: Worker | undefined): Promise<Subset> {
  if (import.meta.url.endsWith(".ts")) return (await import("./cut-fonts.ts")).cutFonts(input);
  const worker = started ?? startWorker();
  worker.ref();
  worker.postMessage(input);
  try {
    return await new Promise<Subset>((resolve, reject) => {
      worker.once("message", (message: { ok: true; subset: Subset } | { ok: false; error: unknown }) =>
        message.ok ? resolve(message.subset) : reject(message.error),
      );
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`The font worker exited (${code}) before it cut the fonts`)));
    });
  } finally {
    void worker.terminate();
  }
}

let code: string | undefined;

/**
 * The cutting code's own fingerprint, so that a change to it (a fallback face's descriptors, the
 * metrics) cuts again rather than reusing what the old code made. From its TypeScript sources when
 * the build runs from them; else from the compiled worker, which names its chunks by their content.
 */
function stepCode(): string {
  if (code) return code;
  const here = fileURLToPath(new URL(".", import.meta.url));
  const files = import.meta.url.endsWith(".ts")
    ? readdirSync(here).filter((name) => name.endsWith(".ts")).sort()
    : ["font-worker.mjs"];
  code = sha(files.map((name) => readFileSync(path.join(here, name), "utf8")).join("\0")).slice(0, 16);
  return code;
}

let version: string | undefined;

/** subset-font's version, that of the HarfBuzz it runs and the WOFF2 encoding (woff2.ts): each changes what a cut makes. */
function subsetterVersion(): string {
  if (version) return version;
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve("subset-font"));
  const versionIn = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  const harfbuzz = [path.join(folder, "node_modules", "harfbuzzjs"), path.join(folder, "..", "harfbuzzjs")].find((candidate) => {
    try {
      return versionIn(path.join(candidate, "package.json"));
    } catch {
      return undefined;
    }
  });
  version = `subset-font@${versionIn(path.join(folder, "package.json"))} harfbuzzjs@${harfbuzz ? versionIn(path.join(harfbuzz, "package.json")) : "?"} woff2:${WOFF2_ENCODING}`;
  return version;
}
