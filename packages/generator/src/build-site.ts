import path from "node:path";
import type { Worker } from "node:worker_threads";
import type { Bundles } from "./start-bundles.ts";
import { projectAt } from "./project.ts";
import { normaliseBase } from "../shared/url.ts";
import { BuildError } from "./build-error.ts";
import { withCacheLog, type Remade } from "./cache-log.ts";
import { prestartFontWorker } from "./fonts/subset-fonts.ts";
import type { BuildOptions, BuildResult } from "./build/build-types.ts";
import { checkConfig } from "./build/check-config.ts";
import { findExamples } from "./build/find-examples.ts";
import { openOutputSink } from "./build/output-sink.ts";
import { openRenderCache } from "./render-cache.ts";
import { outputStamp } from "./build/written-files.ts";
import { planOutput } from "./build/plan-output.ts";
import { startSources } from "./build/start-sources.ts";
import { summariseBuild } from "./build/summarise-build.ts";
import { writeSite } from "./build/write-site.ts";

export type { BuildOptions, BuildResult, Bundles };
export { BuildError };

/** Renders every route, bundles the assets, and swaps the result into `outDir` at once. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const fontWorker = prestartFontWorker(projectAt(options.root).cacheDir);
  try {
    return await withCacheLog((remade) => build(options, fontWorker, remade));
  } finally {
    // Ended already when used; not left waiting when the build failed before its font step.
    void fontWorker?.terminate();
  }
}

/** The build's steps, in order; each starts what it can early and the next awaits only what it needs. */
async function build(options: BuildOptions, fontWorker: Worker | undefined, remade: Remade): Promise<BuildResult> {
  const started = performance.now();
  const project = projectAt(options.root);
  const mode = options.mode ?? "production";
  const base = normaliseBase(options.base);
  const outDir = path.resolve(options.outDir);
  // React is external to the bundles and picks its build from NODE_ENV when first loaded.
  process.env.NODE_ENV ??= mode;

  const sources = startSources(project, options, mode, base);
  const bundles = await sources.bundles;
  const placeholders = await checkConfig(bundles.site, options.strict ?? false, project.cacheDir);
  const collections = await sources.collections;
  const examples = findExamples(bundles.site, collections, options.strict ?? false);
  const siteImages = await sources.siteImages;
  const plan = await planOutput(project, { bundles, collections, siteImages, drafts: options.drafts ?? false, today: options.today, mode, base, fontWorker, lastCharacters: options.lastOutput?.characters });
  const sink = await openOutputSink(outDir, options.compress !== false, project.cacheDir, options.lastOutput);
  const verbose = options.verbose ?? false;
  const memo = options.lastOutput && { last: options.lastOutput.memo, next: new Map() };
  const lastFiles = options.staleSearch && options.lastOutput ? [...options.lastOutput.written.keys()] : [];
  // `site build` takes the pages whose inputs did not change from its cache; one that cannot be
  // opened (read-only) is done without.
  const renderCache = memo ? undefined : await openRenderCache(project.cacheDir, bundles.site).catch(() => undefined);
  const written = await writeSite({ project, bundles, collections, siteImages, plan, sink, base, previewBeacon: options.previewBeacon, verbose, admin: sources.admin, lastFiles, memo, renderCache }).catch(async (error: unknown) => {
    await renderCache?.close(false);
    throw error;
  });
  await renderCache?.close(true);
  const imageStore = await sources.imageStore;
  const summary = await summariseBuild({ outDir, base, started, bundles, reuse: sources.reuse, placeholders, examples, collections, siteImages, imageStore, plan, sink, written, remade });
  if (!memo || !sink.written) return summary;
  const stamp = outputStamp(outDir);
  return { ...summary, lastOutput: { memo: memo.next, written: sink.written, characters: plan.characters, stamp, rendered: written.rendered.length - written.kept } };
}
