import path from "node:path";
import { byteLength, javaScriptOf, measureOutput, stylesOf, type Measured } from "./measure-output.ts";
import { startBundles, type Bundles } from "./start-bundles.ts";
import type { Output } from "./output-map.ts";
import { onlyDataChanged, projectAt } from "./project.ts";
import { createCompressor, isCompressible } from "./compress-files.ts";
import { ContentError, loadCollections, showCollections } from "./content/load-collections.ts";
import { todayIn } from "./content/select-published.ts";
import { renderAtomFeed, renderRobots, renderSitemap } from "./seo-files.ts";
import { hostFiles } from "./host/host-files.ts";
import { hostRedirects, siteRedirects } from "./host/redirects.ts";
import { normaliseBase, withBase } from "../shared/url.ts";
import { findPlaceholders, listPlaceholders, type Placeholder } from "./find-placeholders.ts";
import { validateConfig } from "./validate-config.ts";
import { openOutputWriter } from "./write-files.ts";
import { BuildError } from "./build-error.ts";
import { unregisteredIslands } from "./bundle-client.ts";
import { renderRoutes, type RenderedRoute } from "./render-routes.ts";
import { planPageStyles } from "./page-styles.ts";
import type { Worker } from "node:worker_threads";
import { prestartFontWorker, startFontStep, type FontFile } from "./fonts/subset-fonts.ts";
import { siteCharacters } from "./fonts/site-characters.ts";
import { drawnCharacters } from "./fonts/drawn-characters.ts";
import { joinParts, splitParts } from "./style-parts.ts";
import { inlineSiteTokens } from "./site-tokens.ts";
import { createImageStore } from "./images/image-store.ts";
import { loadSiteImages } from "./images/site-images.ts";
import { iconHref, siteIcon } from "./site-icon.ts";
import { startShareCards } from "./share-cards/share-cards.ts";
import { publishedReader } from "./share-cards/read-published.ts";

export interface BuildOptions {
  /** Project root: its package.json says where the rest is (project.ts). */
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
  /** Include drafts and scheduled entries, marked as such (previews; default false). */
  drafts?: boolean;
  /** For `site serve`: its beacon's path, handed to every page (RenderOptions.previewBeacon). */
  previewBeacon?: string;
  /**
   * Watch mode: the bundles of the previous build and the files changed since. When only content
   * changed, the bundles are reused and only the changed entries are read again.
   */
  previous?: { bundles: Bundles; changed: string[] };
}

export type { Bundles };

interface PageReport {
  route: string;
  file: string;
  bytes: number;
  gzipBytes: number;
  islands: string[];
  behaviours: string[];
  /** Gzipped JavaScript the page downloads at load, and once all its islands have loaded. */
  jsAtLoadGzip: number;
  jsTotalGzip: number;
  /** The stylesheets the page links, raw and gzipped, and the font files they point to. */
  cssBytes: number;
  cssGzipBytes: number;
  fontBytes: number;
}

export interface BuildResult {
  outDir: string;
  base: string;
  pages: PageReport[];
  /** Every other file written, with its size. */
  assets: { file: string; bytes: number; gzipBytes: number }[];
  /** Every stylesheet: the shared one first, then the pages' own. */
  stylesheets: string[];
  /** The font files written, each with its family and size: a page downloads those of the families it draws text in. */
  fonts: FontFile[];
  script: string;
  /** Config values still at their placeholder default, and the file that holds them. */
  placeholders: Placeholder[];
  configFile: string;
  durationMs: number;
  /** Entries read this time, by collection (the others came from the cache). */
  parsed: { entryName: string; count: number }[];
  /** Photos of the content, and how many were encoded this time (the others came from the cache). */
  photos: { used: number; encoded: number };
  /** Pages with a share card, and how many cards were drawn this time (the others came from the cache). */
  shareCards: { pages: number; cards: number; drawn: number };
  /** Whether the bundles of the previous build were reused. */
  bundlesReused: boolean;
  bundles: Bundles;
}

export { BuildError };

/** Renders every route, bundles the assets, and swaps the result into `outDir` at once. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const fontWorker = prestartFontWorker(projectAt(options.root).cacheDir);
  try {
    return await build(options, fontWorker);
  } finally {
    // Ended already when used; not left waiting when the build failed before its font step.
    void fontWorker?.terminate();
  }
}

async function build(options: BuildOptions, fontWorker: Worker | undefined): Promise<BuildResult> {
  const started = performance.now();
  const project = projectAt(options.root);
  const mode = options.mode ?? "production";
  const base = normaliseBase(options.base);
  const outDir = path.resolve(options.outDir);
  // React is external to the bundles and picks its build from NODE_ENV when first loaded.
  process.env.NODE_ENV ??= mode;

  const reuse = options.previous ? onlyDataChanged(project, options.previous.changed) : false;
  const previous = reuse ? options.previous!.bundles : undefined;
  const bundling = previous ? { site: Promise.resolve(previous.site), all: Promise.resolve(previous) } : startBundles(project, mode, base);
  // Content is read and parsed as soon as the site's definition is there, while esbuild bundles
  // the browser's code. Its errors come after the bundles' and the config's.
  const loading = bundling.site.then((site) =>
    loadCollections(site, {
      root: project.root,
      base,
      cacheDir: project.cacheDir,
      version: site.version,
      maxImageBytes: site.definition.check.budgets?.largestImageBytes,
    }),
  );
  loading.catch(() => undefined);
  // The site's own photos (public files it names), made or taken from the cache meanwhile.
  const imageStore = bundling.site.then(({ definition }) => createImageStore(project.cacheDir, definition.check.budgets?.largestImageBytes ?? Infinity));
  const siteImages = bundling.site.then(async ({ definition }) => loadSiteImages(definition.images ?? [], project.publicDir, await imageStore));
  siteImages.catch(() => undefined);
  const bundles = await bundling.all;
  const { site, client, styles, publicFiles } = bundles;
  const { definition } = site;

  await validateConfig(definition.config, site.version, project.cacheDir);
  const placeholders = findPlaceholders(definition.config.values, definition.config.placeholders);
  if (options.strict && placeholders.length > 0) {
    throw new BuildError(
      `--strict: ${placeholders.length} config values are still placeholders; set them in ${definition.config.file}. Their current values:\n` +
        listPlaceholders(placeholders),
    );
  }

  const loaded = await loading.catch((error: unknown) => {
    throw error instanceof ContentError ? new BuildError(error.message) : error;
  });
  const { images: renderedImages, outputs: siteImageFiles, used: siteImagesUsed } = await siteImages;
  const shown = showCollections(site, loaded, { drafts: options.drafts ?? false, today: todayIn(definition.timeZone) });
  const pageRoutes = [...definition.routes, ...shown.routes];
  const routes = [...pageRoutes.map((route) => ({ route, indexable: route.indexable !== false })), { route: definition.notFound, indexable: false }];
  // Fonts are cut to the characters the pages may draw, known before they are rendered, while they
  // are: the stylesheets' names, which the pages hold, are known at once (fonts/subset-fonts.ts).
  // Production CSS has its constant design tokens written in; in development they stay
  // properties, which the browser's devtools can edit.
  const parts = mode === "production" ? await inlineSiteTokens(styles.parts, { serverModuleUrl: site.moduleUrl, client: client.files, entries: shown.entries }, project.cacheDir) : styles.parts;
  const css = joinParts(parts);
  const characters = await siteCharacters(site.moduleUrl, shown.entries, css);
  const fontStep = await startFontStep({ css, files: styles.files }, characters, { base, cacheDir: project.cacheDir, worker: fontWorker });
  const pageStyles = planPageStyles(parts, site, routes.map(({ route }) => route), project, fontStep.key);
  let fonts: FontFile[] = [];
  let sheetTexts: ReadonlyMap<string, string> = new Map();
  // Drawn beside the render (sharp works in libuv's threads); their names are known at once.
  const shareCards = await startShareCards(definition.shareCards, routes.map(({ route }) => route), {
    root: project.root,
    cacheDir: project.cacheDir,
    css: joinParts(styles.parts),
    readPublished: publishedReader([...publicFiles, ...siteImageFiles, ...loaded.flatMap((collection) => [...collection.images])]),
  });
  // Before anything is written: a path no host file can hold stops the build.
  const redirects = hostRedirects([...siteRedirects(definition), ...shown.redirects], base);

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
  // The characters each page draws, for the fonts it downloads (the build summary).
  const drawn = new Map<string, Set<string>>();
  // A page's text comes with it: decoding its bytes again (from a copy of them) cost a thousand
  // pages' worth of buffers for the collector.
  const emit = (file: string, output: Output, text?: string) => {
    if (file.endsWith(".html") && "data" in output) drawn.set(file, drawnCharacters(text ?? (typeof output.data === "string" ? output.data : Buffer.from(output.data).toString("utf8"))));
    keep(file, output);
    compressor?.add(file, output);
  };
  let rendered: RenderedRoute[] = [];
  // The files made beside the render are emitted as soon as they can be, so that their compression
  // (brotli 11: hashed assets) runs while the pages render, not after the last one: a third of a
  // second of a cold 1,000-article build was that tail. The browser's code goes with the first page
  // that uses a script; the stylesheets and cut fonts, once the font step is done.
  let scriptEmitted = false;
  const styled = fontStep.done.then((cut) => {
    const sheets = pageStyles.finish(splitParts(cut.css, parts));
    for (const [file, output] of [...cut.files, ...sheets.files]) emit(file, output);
    return { fonts: cut.fonts, texts: sheets.texts };
  });
  // Awaited below; until then a failure must not count as unhandled.
  styled.catch(() => undefined);
  try {
    const images = loaded.flatMap((collection) => [...collection.images]);
    // A public file published as a responsive image is published as its renditions only.
    const published = [...publicFiles].filter(([file]) => !siteImagesUsed.some((used) => used.source === path.join(project.publicDir, file)));
    for (const [file, output] of [...published, ...siteImageFiles, ...fontStep.files, ...images]) emit(file, output);
    const icon = await siteIcon(publicFiles);
    if (icon) emit(icon.file, icon.output);
    const publicDir = path.relative(project.root, project.publicDir).split(path.sep).join("/");
    rendered = await renderRoutes(
      site,
      routes,
      (route, indexable) => ({
        base,
        assets: {
          stylesheets: pageStyles.sheetsOf(route),
          script: client.entry,
          icon: icon && iconHref(icon, route.path),
          scriptStylesheet: pageStyles.scriptSheet,
        },
        collections: shown.entries,
        indexable,
        images: renderedImages,
        shareCard: shareCards.cardOf(route.path),
        previewBeacon: options.previewBeacon,
      }),
      (file, output, page, html) => {
        emit(file, output, html);
        if (scriptEmitted || page.islands.length + page.behaviours.length === 0) return;
        scriptEmitted = true;
        for (const [file, output] of client.files) emit(file, output);
      },
      (file) => (files.has(file) ? `${publicDir}/${file}` : undefined),
      options.verbose ?? false,
    );
    // After the pages: one that uses an unregistered island has already named its route.
    if (client.unregistered.length > 0) throw new BuildError(unregisteredIslands(project, client.unregistered));
    const unstyled = pageStyles.unstyledIslands(rendered.map((page, index) => ({ route: routes[index]!.route, islands: page.islands })));
    if (unstyled) throw new BuildError(unstyled);

    for (const [file, output] of (await shareCards.done).outputs) emit(file, output);
    const pageUrl = (path: string) => definition.siteUrl + withBase(base, path);
    const listed = routes.filter(({ indexable }) => indexable).map(({ route }) => route);
    emit("sitemap.xml", { data: renderSitemap(listed.map((route) => ({ url: pageUrl(route.path), lastModified: route.lastModified }))) });
    for (const [name, collection] of Object.entries(definition.collections)) {
      if (collection.feed) emit(collection.feed.file, { data: renderAtomFeed(collection.feed, shown.entries[name] ?? [], pageUrl) });
    }
    emit("robots.txt", { data: renderRobots(pageUrl("/sitemap.xml")) });
    ({ fonts, texts: sheetTexts } = await styled);
    await compressor?.done();
    // Not compressed: hosts read these files, nobody downloads them.
    for (const [file, data] of hostFiles(definition.securityHeaders(), base, redirects)) keep(file, { data });
    await writer.commit();
  } catch (error) {
    // No file or sibling may start writing into the staging folder once it is thrown away.
    await styled.catch(() => undefined);
    await compressor?.done().catch(() => undefined);
    await writer.abort();
    throw error;
  }

  const sizeOf = measureOutput(files);
  const cutFonts = new Map(fonts.map((font) => [font.file, font.characters]));
  return {
    outDir,
    base,
    pages: rendered.map((page, index) => ({
      ...page,
      ...sizeOf(page.file),
      ...javaScriptOf(page, client, sizeOf),
      ...stylesOf(pageStyles.sheetsOf(routes[index]!.route), sheetTexts, base, sizeOf, drawn.get(page.file) ?? new Set(), cutFonts),
    })),
    assets: [...files.keys()]
      .filter((file) => file.startsWith("assets/") && !/\.(br|gz)$/.test(file))
      .map((file) => ({ file, ...sizeOf(file) })),
    stylesheets: [...sheetTexts.keys()],
    fonts,
    script: client.entry,
    placeholders,
    configFile: definition.config.file,
    durationMs: performance.now() - started,
    parsed: loaded.map((collection) => ({ entryName: collection.entryName, count: collection.parsed })),
    photos: {
      used: loaded.reduce((sum, collection) => sum + collection.photos.used, siteImagesUsed.length),
      encoded: loaded.reduce((sum, collection) => sum + collection.photos.encoded, (await imageStore).encoded()),
    },
    shareCards: await shareCards.done.then(({ pages, cards, drawn }) => ({ pages, cards, drawn })),
    bundlesReused: reuse,
    bundles,
  };
}
