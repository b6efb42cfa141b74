import path from "node:path";
import type { Bundles } from "../start-bundles.ts";
import { BuildError } from "../build-error.ts";
import { noteRemade } from "../cache-log.ts";
import { unregisteredIslands } from "../bundle-client.ts";
import type { LoadedCollection } from "../content/load-collection.ts";
import type { FontFile } from "../fonts/subset-fonts.ts";
import { adminFolders } from "../cms/admin-files.ts";
import { adminPreview } from "../cms/admin-preview.ts";
import { hostFiles } from "../host/host-files.ts";
import type { SiteImages } from "../images/site-images.ts";
import type { Output } from "../output-map.ts";
import type { Project } from "../project.ts";
import type { RenderCache } from "../render-cache.ts";
import type { RenderMemo } from "../render-memo.ts";
import { renderRoutes, type RenderedRoute } from "../render-routes.ts";
import { startSearchIndex, type SearchIndex } from "../search/search-index.ts";
import { renderAtomFeed, renderRobots, renderSitemaps } from "../seo-files.ts";
import { iconHref, siteIcon } from "../site-icon.ts";
import { splitParts } from "../style-parts.ts";
import { withBase } from "../../shared/url.ts";
import type { OutputPlan } from "./plan-output.ts";
import type { OutputSink } from "./output-sink.ts";

export interface WriteInputs {
  project: Project;
  bundles: Bundles;
  collections: readonly LoadedCollection[];
  siteImages: SiteImages;
  plan: OutputPlan;
  sink: OutputSink;
  base: string;
  previewBeacon: string | undefined;
  verbose: boolean;
  /** The editor's files (start-sources.ts): not compressed, a few megabytes nobody but the editors downloads. */
  admin: Promise<[string, Output][]>;
  /**
   * `site serve`'s rebuilds (BuildOptions.staleSearch): the files its last build wrote, of which the
   * search index's stay in place rather than being made again; none for any other build.
   */
  lastFiles: readonly string[];
  /** `site serve`'s builds: the pages rendered last, read, and this build's, filled (render-memo.ts). */
  memo?: { last: RenderMemo; next: RenderMemo };
  /** `site build`'s: the pages of the last build, in the cache (render-cache.ts). */
  renderCache?: RenderCache;
}

export interface Written {
  rendered: RenderedRoute[];
  /** Of them, the pages kept as the output held them (WriteInputs.memo). */
  kept: number;
  fonts: FontFile[];
  sheetTexts: ReadonlyMap<string, string>;
}

/**
 * Every file of the site into the sink, then the sink swapped in; on any error the staging folder
 * is thrown away and the previous output stays. The files made beside the render are emitted as
 * soon as they can be, so that their compression (brotli 11: hashed assets) runs while the pages
 * render, not after the last one. The browser's code goes with the first page that uses a script;
 * the stylesheets and cut fonts, once the font step is done.
 */
export async function writeSite(inputs: WriteInputs): Promise<Written> {
  const { plan, sink } = inputs;
  const styled = plan.fontStep.done.then((cut) => {
    const sheets = plan.pageStyles.finish(splitParts(cut.css, plan.parts));
    for (const [file, output] of [...cut.files, ...sheets.files]) sink.emit(file, output);
    return { fonts: cut.fonts, sheetTexts: sheets.texts };
  });
  // Awaited below; until then a failure must not count as unhandled.
  styled.catch(() => undefined);
  const { search: searchDefinition } = inputs.bundles.site.definition;
  // A first build (no last output to keep an index from) may index the pages as they render.
  const read = async (file: string) => (await sink.read(file)).toString("utf8");
  const search = searchDefinition && startSearchIndex(searchDefinition, inputs.project.cacheDir, { early: inputs.lastFiles.length === 0, read });
  let indexed: Promise<[string, Output][]> | undefined;
  try {
    emitFiles(inputs);
    const { rendered, kept } = await renderPages(inputs, search);
    // Indexed beside the site's last files: Pagefind is a process of its own, on the other core.
    if (!keepLastIndex(inputs)) indexed = search?.finish();
    indexed?.catch(() => undefined);
    await emitSiteFiles(inputs);
    const { fonts, sheetTexts } = await styled;
    // The editor's files are compressed like the site's: its bundle is 5.7 MB of JavaScript.
    for (const [file, output] of await inputs.admin) sink.emit(file, output);
    // In the same staging folder as the pages it indexes: swapped in with them, or not at all.
    for (const [file, output] of (await indexed) ?? []) sink.emit(file, output);
    const { definition } = inputs.bundles.site;
    for (const [file, output] of adminPreview(definition, inputs.base, plan.shown.entries, plan.routes.map(({ route }) => route), plan.pageStyles.sheetsOf)) sink.emit(file, output);
    // Once every file is emitted: a link may lead to any of them.
    plan.links.finish(sink.files);
    // Not compressed: hosts read these files, nobody downloads them.
    for (const [file, data] of hostFiles(definition.securityHeaders(), inputs.base, plan.redirects, adminFolders(definition))) sink.keep(file, { data });
    await sink.commit();
    return { rendered, kept, fonts, sheetTexts };
  } catch (error) {
    await styled.catch(() => undefined);
    // Pagefind reads pages from the staging folder: done with it before the folder goes.
    await indexed?.catch(() => undefined);
    await search?.abandon();
    await sink.abort();
    throw error;
  }
}

/**
 * The search index `site serve`'s last build wrote, left in place as it is: this serve's own, not
 * the newest in the cache, which may be another build's (another base path, the drafts). False
 * when there is none to keep (a first build, a search just added).
 */
function keepLastIndex({ bundles, lastFiles, sink }: WriteInputs): boolean {
  const folder = bundles.site.definition.search?.folder;
  const index = folder === undefined ? [] : lastFiles.filter((file) => file.startsWith(`${folder}/`) && !/\.(br|gz)$/.test(file));
  return index.filter((file) => sink.reuse(file)).length > 0;
}

/** Public files, photos' renditions, cut fonts' files and the content's images. */
function emitFiles({ project, bundles, collections, siteImages, plan, sink }: WriteInputs): void {
  const images = collections.flatMap((collection) => [...collection.images]);
  // A public file published as a responsive image is published as its renditions only.
  const published = [...bundles.publicFiles].filter(([file]) => !siteImages.used.some((used) => used.source === path.join(project.publicDir, file)));
  for (const [file, output] of [...published, ...siteImages.outputs, ...plan.fontStep.files, ...images]) sink.emit(file, output);
}

async function renderPages({ project, bundles, siteImages, plan, sink, base, previewBeacon, verbose, memo, renderCache }: WriteInputs, search: SearchIndex | undefined): Promise<{ rendered: RenderedRoute[]; kept: number }> {
  const { site, client, publicFiles } = bundles;
  const publicDir = path.relative(project.root, project.publicDir).split(path.sep).join("/");
  const icon = await siteIcon(publicFiles, project.cacheDir, publicDir);
  if (icon) sink.emit(icon.file, icon.output);
  let scriptEmitted = false;
  const emitScript = (page: RenderedRoute) => {
    if (scriptEmitted || page.islands.length + page.behaviours.length === 0) return;
    scriptEmitted = true;
    for (const [file, output] of client.files) sink.emit(file, output);
  };
  // Search engines' rule is the search's: a page kept out of the sitemap is kept out of the index.
  const listed = new Set(plan.routes.filter(({ indexable }) => indexable).map(({ route }) => route.path));
  const emitPage = (file: string, output: Output, page: RenderedRoute, html: string, known?: Set<string>) => {
    const drawn = sink.emit(file, output, html, known);
    if ("data" in output && drawn) renderCache?.put(page.route, Buffer.isBuffer(output.data) ? output.data : Buffer.from(output.data), drawn);
    if (plan.links.wants(file)) plan.links.page(file, html);
    if (listed.has(page.route)) search?.note(file, withBase(base, page.route), html);
    emitScript(page);
  };
  // A page not rendered again is as the output holds it; the search index of a rebuild is the last one.
  let kept = 0;
  // `site build`: a page not rendered again is as the cache holds it, written like a rendered one.
  const keepCached = async (file: string, page: RenderedRoute) => {
    const cached = await renderCache!.take(page.route);
    if (!cached) return false;
    kept++;
    emitPage(file, { data: cached.html }, page, cached.html.toString("utf8"), cached.drawn);
    return true;
  };
  const keep = async (file: string, page: RenderedRoute) => {
    if (!sink.reuse(file)) return false;
    kept++;
    if (plan.links.wants(file)) plan.links.page(file, (await sink.read(file)).toString("utf8"));
    emitScript(page);
    return true;
  };
  const optionsFor = (route: OutputPlan["routes"][number]["route"], indexable: boolean) => ({
    base,
    assets: { stylesheets: plan.pageStyles.sheetsOf(route), script: client.entry, icon: icon && iconHref(icon, route.path), scriptStylesheet: plan.pageStyles.scriptSheet },
    collections: plan.shown.entries,
    indexable,
    images: siteImages.images,
    shareCard: plan.shareCards.cardOf(route.path),
    previewBeacon,
    today: plan.today,
  });
  const takenBy = (file: string) => (sink.files.has(file) ? `${publicDir}/${file}` : undefined);
  const reuse = memo ? { ...memo, keep } : renderCache && { ...renderCache.memo, keep: keepCached };
  const rendered = await renderRoutes(site, plan.routes, optionsFor, emitPage, takenBy, verbose, reuse && { ...reuse, collections: plan.shown.entries });
  if (renderCache) noteRemade("rendered page", rendered.length - kept);
  // After the pages: one that uses an unregistered island has already named its route.
  if (client.unregistered.length > 0) throw new BuildError(unregisteredIslands(project, client.unregistered));
  const unstyled = plan.pageStyles.unstyledIslands(rendered.map((page, index) => ({ route: plan.routes[index]!.route, islands: page.islands })));
  if (unstyled) throw new BuildError(unstyled);
  return { rendered, kept };
}

/** Share cards, the sitemap (an index of its parts past the protocol's limits), the collections' feeds and robots.txt. */
async function emitSiteFiles({ bundles, plan, sink, base }: WriteInputs): Promise<void> {
  const { definition } = bundles.site;
  for (const [file, output] of (await plan.shareCards.done).outputs) sink.emit(file, output);
  const pageUrl = (path: string) => definition.siteUrl + withBase(base, path);
  const listed = plan.routes.filter(({ indexable }) => indexable).map(({ route }) => route);
  const pages = listed.map((route) => ({ url: pageUrl(route.path), lastModified: route.lastModified }));
  for (const [file, data] of renderSitemaps(pages, (file) => pageUrl(`/${file}`))) sink.emit(file, { data });
  for (const [name, collection] of Object.entries(definition.collections)) {
    if (collection.feed) sink.emit(collection.feed.file, { data: renderAtomFeed(collection.feed, plan.shown.entries[name] ?? [], pageUrl) });
  }
  sink.emit("robots.txt", { data: renderRobots(pageUrl("/sitemap.xml")) });
}
