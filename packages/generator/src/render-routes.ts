import type { Site } from "./bundle-server.ts";
import { BuildError } from "./build-error.ts";
import { log } from "./log.ts";
import { createStackMapper } from "./map-stack.ts";
import type { Output } from "./output-map.ts";
import { describeRenderError } from "./render-error.ts";
import { memoRound, type RenderMemo } from "./render-memo.ts";
import type { RenderOptions, SiteRoute } from "./site-definition.ts";
import { routeFile } from "../shared/url.ts";

export interface RenderedRoute {
  route: string;
  file: string;
  islands: string[];
  behaviours: string[];
}

/** The pages rendered last (render-memo.ts: `site serve`'s in memory, `site build`'s in its cache), and what takes a page not rendered again. */
export interface RenderReuse {
  /** The last build's pages, read; and this build's, filled. */
  last: RenderMemo;
  next: RenderMemo;
  /** The collections every page is rendered with (RenderOptions.collections). */
  collections: RenderOptions["collections"];
  /** A page whose inputs are as they were: its file in the output stays as it is; false if it is not there. */
  keep(file: string, page: RenderedRoute): Promise<boolean>;
}

/**
 * Renders every route in turn and hands each page to `emit` as soon as it is ready. A page that
 * throws ends the build with one message naming its route, components and source line. With
 * `reuse`, a page whose inputs have not changed since it was last rendered is kept, not rendered.
 */
export async function renderRoutes(
  site: Site,
  routes: { route: SiteRoute; indexable: boolean }[],
  optionsFor: (route: SiteRoute, indexable: boolean) => RenderOptions,
  /** Takes each page as soon as it is rendered, with what it uses and its text as rendered. */
  emit: (file: string, output: Output, page: RenderedRoute, html: string) => void,
  /** Where a file already emitted (a public one) came from, if it did: "public/blog/index.html". */
  takenBy: (file: string) => string | undefined,
  verbose: boolean,
  reuse?: RenderReuse,
): Promise<RenderedRoute[]> {
  const rendered: RenderedRoute[] = [];
  const round = reuse && memoRound(reuse.last, reuse.next, reuse.collections, { dayShown: site.definition.dayShown });
  for (const [index, { route, indexable }] of routes.entries()) {
    if (index % 50 === 0) log.progress(`rendering ${index + 1}/${routes.length} ${route.path}`);
    const file = routeFile(route.path);
    const taken = takenBy(file);
    if (taken) throw new BuildError(`${taken} would overwrite the page of route ${route.path}`);
    const options = optionsFor(route, indexable);
    const own = round?.ownKey(route, options);
    const last = own === undefined ? undefined : round!.unchanged(route.path, own);
    const kept = last && { route: route.path, file, islands: last.islands, behaviours: last.behaviours };
    if (kept && (await reuse!.keep(file, kept))) {
      rendered.push(kept);
      continue;
    }
    const reads = round?.reads();
    const page = await site.definition.renderPage(route, reads ? { ...options, collections: round!.watched(reads) } : options).catch(async (error: unknown) => {
      log.endProgress();
      const mapStack = await createStackMapper(site.moduleUrl);
      throw new BuildError(describeRenderError(error, verbose, mapStack));
    });
    if (own !== undefined && reads) round!.remember(route.path, own, reads, page);
    const done = { route: route.path, file, islands: page.islands, behaviours: page.behaviours };
    // Encoded once here, not by each of the writer, brotli and gzip; and held off V8's heap.
    emit(file, { data: Buffer.from(page.html) }, done, page.html);
    rendered.push(done);
    // renderToString never waits: without a turn of the event loop here, no write or
    // compression would finish, nor free its page, until every page is rendered.
    await new Promise((resolve) => setImmediate(resolve));
  }
  log.endProgress();
  return rendered;
}
