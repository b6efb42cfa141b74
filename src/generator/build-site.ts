import path from "node:path";
import { byteLength, javaScriptOf, measureOutput, type Measured } from "./measure-output.ts";
import { bundleAll, type Bundles } from "./bundle-all.ts";
import type { Output } from "./output-map.ts";
import { projectAt } from "./project.ts";
import { createCompressor, isCompressible } from "./compress-files.ts";
import { ContentError, loadArticles } from "./content/load-articles.ts";
import { renderAtomFeed, renderRobots, renderSitemap } from "./seo-files.ts";
import { hostFiles } from "./host/host-files.ts";
import { normaliseBase, withBase } from "../shared/url.ts";
import { findPlaceholders, listPlaceholders, type Placeholder } from "./find-placeholders.ts";
import { selectPublished, todayInFrance } from "./content/select-published.ts";
import { validateSite } from "./validate-site.ts";
import { openOutputWriter } from "./write-files.ts";
import { BuildError } from "./build-error.ts";
import { renderRoutes, type RenderedRoute } from "./render-routes.ts";

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
  /** Write .br and .gz siblings of text files (default true). */
  compress?: boolean;
  /** Include drafts and scheduled articles, marked as such (previews; default false). */
  drafts?: boolean;
  /**
   * Watch mode: the bundles of the previous build and the files changed since. When only content
   * changed (articles), the bundles are reused and only the changed articles are read again.
   */
  previous?: { bundles: Bundles; changed: string[] };
}

export type { Bundles };

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
  placeholders: Placeholder[];
  durationMs: number;
  /** Articles read this time (the others came from the cache), and whether the bundles were reused. */
  articlesParsed: number;
  bundlesReused: boolean;
  bundles: Bundles;
}

export { BuildError };

/** Renders every route, bundles the assets, and swaps the result into `outDir` at once. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const project = projectAt(options.root);
  const mode = options.mode ?? "production";
  const base = normaliseBase(options.base);
  const outDir = path.resolve(options.outDir);
  // React is external to the bundles and picks its build from NODE_ENV when first loaded.
  process.env.NODE_ENV ??= mode;

  const contentDir = path.join(project.root, "content");
  const reuse = options.previous?.changed.every((file) => path.resolve(file).startsWith(contentDir + path.sep)) ?? false;
  const bundling = reuse ? Promise.resolve(options.previous!.bundles) : bundleAll(project, mode, base);
  // Articles are read and parsed while esbuild bundles; their categories are checked once the
  // site's bundle is there. Their errors come after the bundles' and the config's.
  const loading = loadArticles(
    contentDir,
    bundling.then(({ site }) => site.BLOG_CATEGORIES.map((category) => category.name)),
    base,
    project.cacheDir,
  );
  loading.catch(() => undefined);
  const bundles = await bundling;
  const { site, client, styles, publicFiles } = bundles;

  await validateSite(site.SITE, site.SPEC, project.cacheDir);
  const placeholders = findPlaceholders(site.SITE, site.PLACEHOLDERS);
  if (options.strict && placeholders.length > 0) {
    throw new BuildError(
      `--strict: ${placeholders.length} config values are still placeholders; set them in src/site.ts. Their current values:\n` +
        listPlaceholders(placeholders),
    );
  }

  const loaded = await loading.catch((error: unknown) => {
    throw error instanceof ContentError ? new BuildError(error.message) : error;
  });
  const articles = selectPublished(loaded.articles, { drafts: options.drafts ?? false, today: todayInFrance() });
  const content = { articles, pageSize: site.SITE.blogPageSize };
  const indexableRoutes = [...site.ROUTES, ...site.blogRoutes(articles, site.BLOG_CATEGORIES, site.SITE.blogPageSize)];

  const writer = await openOutputWriter(outDir);
  const files = new Map<string, Measured>();
  const compress = options.compress !== false;
  /**
   * Every output goes through here: written at once, and kept for the report. Siblings, and files
   * that get them, are kept by their size only (the `.gz` sibling's size is the gzipped size):
   * holding every page and sibling to the end made most of a large build's peak memory.
   */
  const keep = (file: string, output: Output) => {
    const sized = (compress && isCompressible(file)) || /\.(br|gz)$/.test(file);
    files.set(file, sized ? { size: byteLength(output) } : output);
    writer.write(file, output);
  };
  // Text files are compressed while the build goes on, each as soon as it is emitted.
  const compressor = compress ? createCompressor(project.cacheDir, keep) : undefined;
  const emit = (file: string, output: Output) => {
    keep(file, output);
    compressor?.add(file, output);
  };
  let rendered: RenderedRoute[] = [];
  try {
    for (const [file, output] of [...publicFiles, ...styles.files, ...loaded.images]) emit(file, output);
    const assets = { stylesheet: styles.stylesheet, script: client.entry };
    const routes = [...indexableRoutes.map((route) => ({ route, indexable: true })), { route: site.NOT_FOUND, indexable: false }];
    rendered = await renderRoutes(
      site,
      routes,
      (_route, indexable) => ({ base, assets, content, indexable }),
      emit,
      (file) => files.has(file),
      options.verbose ?? false,
    );
    const usesScript = rendered.some((page) => page.islands.length + page.behaviours.length > 0);
    if (usesScript) for (const [file, output] of client.files) emit(file, output);

    const pageUrl = (path: string) => site.SITE.siteUrl + withBase(base, path);
    const indexable = indexableRoutes.map((route) => route.path);
    emit("sitemap.xml", { data: renderSitemap(indexable.map(pageUrl)) });
    emit("blog/feed.xml", { data: renderAtomFeed(site.SITE, articles, pageUrl) });
    emit("robots.txt", { data: renderRobots(pageUrl("/sitemap.xml")) });
    await compressor?.done();
    // Not compressed: hosts read these files, nobody downloads them.
    for (const [file, data] of hostFiles(site.SITE, base)) keep(file, { data });
    await writer.commit();
  } catch (error) {
    // No sibling may start writing into the staging folder once it is thrown away.
    await compressor?.done().catch(() => undefined);
    await writer.abort();
    throw error;
  }

  const sizeOf = measureOutput(files);
  return {
    outDir,
    base,
    pages: rendered.map((page) => ({ ...page, ...sizeOf(page.file), ...javaScriptOf(page, client, sizeOf) })),
    assets: [...files.keys()]
      .filter((file) => file.startsWith("assets/") && !/\.(br|gz)$/.test(file))
      .map((file) => ({ file, ...sizeOf(file) })),
    stylesheet: styles.stylesheet,
    script: client.entry,
    placeholders,
    durationMs: performance.now() - started,
    articlesParsed: loaded.parsed,
    bundlesReused: reuse,
    bundles,
  };
}
