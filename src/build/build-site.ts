import path from "node:path";
import { gzipSync } from "node:zlib";
import { bundleClient, type ClientBundle } from "./bundle-client.ts";
import { bundleServer } from "./bundle-server.ts";
import { buildStyles } from "./build-styles.ts";
import { listPublicFiles } from "./copy-public.ts";
import { log } from "./log.ts";
import type { OutputMap } from "./output-map.ts";
import { projectAt } from "./project.ts";
import { routeFile, normaliseBase } from "./url.ts";
import { describeRenderError } from "./render-error.ts";
import { findPlaceholders } from "./find-placeholders.ts";
import { writeFiles } from "./write-files.ts";

export interface BuildOptions {
  /** Project root: where pages/, src/, styles/ and public/ are. */
  root: string;
  outDir: string;
  /** Deployment sub-path, e.g. "/docs/"; defaults to "/". */
  base?: string;
  mode?: "production" | "development";
  verbose?: boolean;
  /** Refuse to build while config placeholders are in place. */
  strict?: boolean;
}

export interface PageReport {
  route: string;
  file: string;
  bytes: number;
  gzipBytes: number;
  islands: string[];
  behaviours: string[];
  /** Gzipped JavaScript the page downloads at load, and once all its islands have loaded. */
  jsAtLoadGzip: number;
  jsTotalGzip: number;
}

export interface BuildResult {
  outDir: string;
  base: string;
  pages: PageReport[];
  /** Every other file written, with its size. */
  assets: { file: string; bytes: number; gzipBytes: number }[];
  stylesheet: string;
  script: string;
  /** Config values still at their placeholder default. */
  placeholders: string[];
  durationMs: number;
}

/** A build failure whose message is complete: the CLI prints it as it is. */
export class BuildError extends Error {
  override name = "BuildError";
}

/** Renders every route, bundles the assets, and swaps the result into `outDir` at once. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const project = projectAt(options.root);
  const mode = options.mode ?? "production";
  const base = normaliseBase(options.base);
  const outDir = path.resolve(options.outDir);
  // React is external to the bundles and picks its build from NODE_ENV when first loaded.
  process.env.NODE_ENV ??= mode;

  // The three bundles and the public listing are independent: esbuild works in its own process.
  const [site, client, styles, publicFiles] = await Promise.all([
    bundleServer(project, mode),
    bundleClient(project, mode),
    buildStyles(project, mode),
    listPublicFiles(project.publicDir),
  ]).catch((error: unknown) => {
    throw new BuildError(describeBundleError(error));
  });

  const placeholders = findPlaceholders(site.SITE, site.PLACEHOLDERS);
  if (options.strict && placeholders.length > 0) {
    throw new BuildError(
      `--strict: ${placeholders.length} config values are still placeholders; set them in src/site.ts:\n` +
        placeholders.map((name) => `  ${name}`).join("\n"),
    );
  }

  const files: OutputMap = new Map([...publicFiles, ...styles.files]);
  const assets = { stylesheet: styles.stylesheet, script: client.entry };
  const pages: PageReport[] = [];
  const routes = [...site.ROUTES.map((route) => ({ route, indexable: true })), { route: site.NOT_FOUND, indexable: false }];
  let usesScript = false;
  for (const [index, { route, indexable }] of routes.entries()) {
    if (index % 50 === 0) log.progress(`rendering ${index + 1}/${routes.length} ${route.path}`);
    const file = routeFile(route.path);
    if (files.has(file)) throw new BuildError(`public/${file} would overwrite the page of route ${route.path}`);
    const rendered = await site.renderPage(route, base, assets, indexable).catch((error: unknown) => {
      log.endProgress();
      throw new BuildError(describeRenderError(error, options.verbose ?? false));
    });
    usesScript ||= rendered.islands.length + rendered.behaviours.length > 0;
    files.set(file, { data: rendered.html });
    pages.push({ route: route.path, file, ...sizes(rendered.html), islands: rendered.islands, behaviours: rendered.behaviours, ...javaScriptOf(rendered, client) });
  }
  log.endProgress();
  if (usesScript) for (const [file, output] of client.files) files.set(file, output);

  await writeFiles(outDir, files);

  const assetReports = [...files]
    .filter(([file]) => file.startsWith("assets/") && "data" in files.get(file)!)
    .map(([file, output]) => ({ file, ...sizes((output as { data: string | Uint8Array }).data) }));
  return {
    outDir,
    base,
    pages,
    assets: assetReports,
    stylesheet: styles.stylesheet,
    script: client.entry,
    placeholders,
    durationMs: performance.now() - started,
  };
}

/** What a page costs in JavaScript: the loader if it needs any script, plus its islands' chunks. */
function javaScriptOf(rendered: { islands: string[]; behaviours: string[] }, client: ClientBundle) {
  if (rendered.islands.length + rendered.behaviours.length === 0) return { jsAtLoadGzip: 0, jsTotalGzip: 0 };
  const gzipOf = (sitePath: string) => {
    const output = client.files.get(sitePath.slice(1));
    return output && "data" in output ? sizes(output.data).gzipBytes : 0;
  };
  const chunks = new Set([
    ...rendered.islands.flatMap((name) => client.islandChunks[name] ?? []),
    ...rendered.behaviours.flatMap((name) => client.lazyChunks[name] ?? []),
  ]);
  const loader = gzipOf(client.entry);
  return { jsAtLoadGzip: loader, jsTotalGzip: loader + [...chunks].reduce((sum, chunk) => sum + gzipOf(chunk), 0) };
}

function sizes(data: string | Uint8Array) {
  const buffer = typeof data === "string" ? Buffer.from(data) : data;
  return { bytes: buffer.byteLength, gzipBytes: gzipSync(buffer).byteLength };
}

function describeBundleError(error: unknown): string {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] })
    .errors;
  if (!errors?.length) return error instanceof Error ? error.message : String(error);
  return errors
    .map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text))
    .join("\n");
}
