import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildOptions, Metafile, Plugin } from "esbuild";
import { absoluteInputs } from "./input-stamps.ts";
import type { OutputMap } from "./output-map.ts";
import { loadEsbuild } from "./load-esbuild.ts";
import type { Project } from "./project.ts";
import { readStamped, withFolders, writeStamped } from "./stamped-cache.ts";
import { noteRemade } from "./cache-log.ts";

export interface Styles {
  /** The entry's imports, each bundled on its own, in the entry's order (the cascade's); page-styles.ts makes the stylesheets. */
  parts: StylePart[];
  /** The fonts and images the rules point to, with hashed names. */
  files: OutputMap;
}

export interface StylePart {
  /** The file, from the project root ("src/sections/home/HeroSection.css"); the entry's own rules, if any, come last under its name. */
  source: string;
  /** Prefixed, minified in production, with absolute URLs to the hashed assets. */
  css: string;
}

/**
 * styles/index.css → its imported files, each bundled, prefixed and minified on its own, in its
 * order, for page-styles.ts to make each page's stylesheets from. esbuild resolves @import and
 * url() (fonts and images get hashed names); autoprefixer adds vendor prefixes for the
 * browserslist in package.json.
 */
export async function bundleStyles(project: Project, mode: "production" | "development", base: string): Promise<Styles> {
  // The last result, while no stylesheet, font, image or package.json (browserslist) changed.
  const key = createHash("sha256").update(JSON.stringify([mode, base])).digest("hex").slice(0, 12);
  const cacheFile = path.join(project.cacheDir, `styles-${key}.json`);
  const cached = await readStamped<CachedStyles>(cacheFile, project.root);
  if (cached?.parts) {
    const files: OutputMap = new Map(
      Object.entries(cached.files).map(([name, base64]) => [name, { data: Buffer.from(base64, "base64") }]),
    );
    return { parts: cached.parts, files };
  }
  noteRemade("stylesheets");
  const startedAt = Date.now();
  const styles = await bundleStyleParts(project, mode, base);
  const base64 = (data: string | Uint8Array) => (typeof data === "string" ? Buffer.from(data) : Buffer.from(data)).toString("base64");
  const files = Object.fromEntries([...styles.result.files].map(([name, output]) => [name, base64((output as { data: string | Uint8Array }).data)]));
  const inputs = [...withFolders(absoluteInputs(styles.inputs)), path.join(project.root, "package.json")];
  await writeStamped<CachedStyles>(cacheFile, project.root, inputs, { parts: styles.result.parts, files }, startedAt);
  return styles.result;
}

interface CachedStyles {
  parts: StylePart[];
  /** Output path → content, base64. */
  files: Record<string, string>;
}

async function bundleStyleParts(
  project: Project,
  mode: "production" | "development",
  base: string,
): Promise<{ result: Styles; inputs: Record<string, unknown> }> {
  const { build, transform } = await loadEsbuild();
  const options = {
    bundle: true,
    write: false,
    outdir: path.join(project.root, "assets"),
    // Absolute asset URLs: a page's stylesheets are made of parts from anywhere in the project.
    publicPath: `${base}assets`,
    assetNames: "[name]-[hash]",
    loader: { ".woff2": "file", ".woff": "file", ".svg": "file", ".png": "file", ".webp": "file", ".avif": "file" },
    metafile: true,
    logLevel: "silent",
  } satisfies BuildOptions;
  // The entry with its imports left empty: its own rules, and what it imports, in its order. Then
  // each imported file on its own.
  const entry = await build({ ...options, entryPoints: [project.stylesEntry], plugins: [importsLeftEmpty(project.stylesEntry, project.root)] });
  const imported = importsOf(entry.metafile, project.stylesEntry, project.root);
  const each = imported.length > 0 ? await build({ ...options, entryPoints: imported }) : undefined;
  const files: OutputMap = new Map();
  const texts = new Map<string, string>();
  for (const result of each ? [entry, each] : [entry]) {
    for (const file of result.outputFiles) {
      const relative = path.relative(project.root, file.path).split(path.sep).join("/");
      const from = result.metafile.outputs[path.relative(process.cwd(), file.path)]?.entryPoint;
      if (relative.endsWith(".css") && from) texts.set(path.resolve(from), file.text);
      else if (!relative.endsWith(".map")) files.set(relative, { data: file.contents });
    }
  }
  const sources = [...imported, project.stylesEntry];
  const prefixed = await autoprefix(project, sources.map((source) => texts.get(source) ?? ""));
  // esbuild minifies them side by side.
  const minified = await Promise.all(prefixed.map(async (css) => (await transform(css, { loader: "css", minify: true })).code));
  const parts = sources
    .map((source, index) => ({ source: path.relative(project.root, source).split(path.sep).join("/"), css: mode === "production" ? minified[index]! : prefixed[index]! }))
    // The entry of a site that lists its files has no rules of its own.
    .filter((_, index) => sources[index] !== project.stylesEntry || minified[index]!.trim() !== "");
  return { result: { parts, files }, inputs: { ...entry.metafile.inputs, ...each?.metafile.inputs } };
}

const PART = "site-style-part";

/**
 * The entry's own @imports resolve to empty files, so that bundling it gives its own rules only.
 * Each is named from the project root: esbuild writes the name into the entry's CSS, which is a
 * cache key (autoprefix), and an absolute one would miss in another folder.
 */
function importsLeftEmpty(entry: string, root: string): Plugin {
  const resolving = Symbol("resolving");
  return {
    name: "imports-left-empty",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== "import-rule" || args.pluginData === resolving || path.resolve(args.importer) !== path.resolve(entry)) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: resolving });
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: path.relative(root, resolved.path), namespace: PART };
      });
      build.onLoad({ filter: /.*/, namespace: PART }, () => ({ contents: "", loader: "css" }));
    },
  };
}

/** The files the entry imports, absolute, in its order, each once. */
function importsOf(metafile: Metafile, entry: string, root: string): string[] {
  const input = Object.entries(metafile.inputs).find(([name]) => path.resolve(name) === path.resolve(entry))?.[1];
  const files = (input?.imports ?? []).filter((record) => record.path.startsWith(`${PART}:`)).map((record) => path.resolve(root, record.path.slice(PART.length + 1)));
  return [...new Set(files)];
}

/**
 * Loading autoprefixer and its browser data costs a warm build much of its time, so its output is
 * cached by input: same CSS and same browserslist give the same result
 * (docs/performance.md, "Loaded late, cached or done once").
 */
async function autoprefix(project: Project, sheets: string[]): Promise<string[]> {
  const pkg = JSON.parse(await readFile(path.join(project.root, "package.json"), "utf8"));
  const key = createHash("sha256")
    .update(JSON.stringify([pkg.browserslist ?? null, pkg.dependencies?.autoprefixer ?? null, sheets]))
    .digest("hex")
    .slice(0, 24);
  const cached = path.join(project.cacheDir, `css-${key}.json`);
  const hit = await readFile(cached, "utf8").catch(() => null);
  if (hit !== null) return JSON.parse(hit) as string[];
  noteRemade("prefixed CSS");
  const [{ default: postcss }, { default: autoprefixer }] = await Promise.all([import("postcss"), import("autoprefixer")]);
  const processor = postcss([autoprefixer({ overrideBrowserslist: pkg.browserslist })]);
  const prefixed: string[] = [];
  for (const css of sheets) prefixed.push((await processor.process(css, { from: project.stylesEntry })).css);
  await mkdir(project.cacheDir, { recursive: true });
  await writeFile(`${cached}.${process.pid}`, JSON.stringify(prefixed));
  await rename(`${cached}.${process.pid}`, cached);
  return prefixed;
}
