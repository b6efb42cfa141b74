import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { absoluteInputs } from "./input-stamps.ts";
import type { OutputMap } from "./output-map.ts";
import { loadEsbuild } from "./load-esbuild.ts";
import type { Project } from "./project.ts";
import { readStamped, withFolders, writeStamped } from "./stamped-cache.ts";

export interface Styles {
  /** Site path of the stylesheet, e.g. "/assets/site-0a1b2c3d4e.css". */
  stylesheet: string;
  /** The stylesheet's text, for pages that inline it. */
  css: string;
  files: OutputMap;
}

/**
 * styles/index.css → one minified, prefixed, content-hashed stylesheet. esbuild resolves
 * @import and url() (fonts and images get hashed names); autoprefixer adds vendor prefixes for
 * the browserslist in package.json.
 */
export async function buildStyles(project: Project, mode: "production" | "development", base: string): Promise<Styles> {
  // The last result, while no stylesheet, font, image or package.json (browserslist) changed.
  const key = createHash("sha256").update(JSON.stringify([mode, base])).digest("hex").slice(0, 12);
  const cacheFile = path.join(project.cacheDir, `styles-${key}.json`);
  const cached = await readStamped<CachedStyles>(cacheFile);
  if (cached) {
    const files: OutputMap = new Map(
      Object.entries(cached.files).map(([name, base64]) => [name, { data: Buffer.from(base64, "base64") }]),
    );
    return { stylesheet: cached.stylesheet, css: cached.css, files };
  }
  const startedAt = Date.now();
  const styles = await bundleStyles(project, mode, base);
  const base64 = (data: string | Uint8Array) => (typeof data === "string" ? Buffer.from(data) : Buffer.from(data)).toString("base64");
  const files = Object.fromEntries([...styles.result.files].map(([name, output]) => [name, base64((output as { data: string | Uint8Array }).data)]));
  const inputs = [...withFolders(absoluteInputs(styles.inputs)), path.join(project.root, "package.json")];
  await writeStamped<CachedStyles>(cacheFile, inputs, { stylesheet: styles.result.stylesheet, css: styles.result.css, files }, startedAt);
  return styles.result;
}

interface CachedStyles {
  stylesheet: string;
  css: string;
  /** Output path → content, base64. */
  files: Record<string, string>;
}

async function bundleStyles(
  project: Project,
  mode: "production" | "development",
  base: string,
): Promise<{ result: Styles; inputs: Record<string, unknown> }> {
  const { build, transform } = await loadEsbuild();
  const result = await build({
    entryPoints: [project.stylesEntry],
    bundle: true,
    write: false,
    outdir: path.join(project.root, "assets"),
    // Absolute asset URLs, so the stylesheet works as well inlined in a page as in its own file.
    publicPath: `${base}assets`,
    assetNames: "[name]-[hash]",
    loader: { ".woff2": "file", ".woff": "file", ".svg": "file", ".png": "file", ".webp": "file", ".avif": "file" },
    metafile: true,
    logLevel: "silent",
  });
  const files: OutputMap = new Map();
  let css = "";
  for (const file of result.outputFiles) {
    const relative = path.relative(project.root, file.path).split(path.sep).join("/");
    if (relative.endsWith(".css")) css = file.text;
    else if (!relative.endsWith(".map")) files.set(relative, { data: file.contents });
  }
  const prefixed = await autoprefix(project, css);
  const final =
    mode === "production" ? (await transform(prefixed, { loader: "css", minify: true })).code : prefixed;
  const name = stylesheetName(final);
  files.set(name, { data: final });
  return { result: { stylesheet: `/${name}`, css: final, files }, inputs: result.metafile.inputs };
}

/** The stylesheet's path in the output, named after its content (the font step names its own after its inputs). */
const stylesheetName = (css: string) => `assets/site-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;

/**
 * Loading autoprefixer and its browser data costs about 150 ms, half a whole build, so its
 * output is cached by input: same CSS and same browserslist give the same result.
 */
async function autoprefix(project: Project, css: string): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(project.root, "package.json"), "utf8"));
  const key = createHash("sha256")
    .update(JSON.stringify([pkg.browserslist ?? null, pkg.dependencies?.autoprefixer ?? null, css]))
    .digest("hex")
    .slice(0, 24);
  const cached = path.join(project.cacheDir, `css-${key}.css`);
  const hit = await readFile(cached, "utf8").catch(() => null);
  if (hit !== null) return hit;
  const [{ default: postcss }, { default: autoprefixer }] = await Promise.all([import("postcss"), import("autoprefixer")]);
  const result = await postcss([autoprefixer({ overrideBrowserslist: pkg.browserslist })]).process(css, {
    from: project.stylesEntry,
  });
  await mkdir(project.cacheDir, { recursive: true });
  await writeFile(`${cached}.${process.pid}`, result.css);
  await rename(`${cached}.${process.pid}`, cached);
  return result.css;
}
