import path from "node:path";
import { buildSite, BuildError, type BuildOptions, type BuildResult } from "./build-site.ts";
import type { LastOutput } from "./build/build-types.ts";
import { refusedContent } from "./build/refused-content.ts";
import { ContentError } from "./content/content-error.ts";
import { colour, log } from "./log.ts";
import { printBuildReport } from "./report.ts";
import { BEACON_PATH } from "./serve/beacon.ts";
import { CMS_API_PATH } from "./serve/cms-backend.ts";

/** `site build`'s and `site serve`'s flags, as commander parses them. */
export interface BuildCommandOptions {
  out: string;
  base: string;
  verbose?: boolean;
  strict?: boolean;
  dev?: boolean;
  /** commander's negation of --no-compress. */
  compress?: boolean;
  /** `site build --drafts`; `site serve` shows drafts unless --no-drafts. */
  drafts?: boolean;
  /** `--today YYYY-MM-DD`: build as on that day (BuildOptions.today). */
  today?: string;
  /** Set by `site serve`: the pages post to its beacon rather than to a third party (serve/beacon.ts). */
  forServe?: boolean;
}

/** One build, reported: the whole summary for a first build, one line for a rebuild. */
export async function buildAndReport(
  root: string,
  options: BuildCommandOptions,
  previous?: BuildOptions["previous"],
  { oneLine = Boolean(previous), lastOutput }: { oneLine?: boolean; lastOutput?: LastOutput } = {},
): Promise<{ result: BuildResult } | { error: string }> {
  try {
    const result = await buildSite({
      root,
      outDir: path.resolve(options.out),
      base: options.base,
      verbose: options.verbose,
      strict: options.strict,
      compress: options.compress,
      drafts: options.drafts,
      today: options.today,
      previewBeacon: options.forServe ? BEACON_PATH : undefined,
      cmsLocalBackend: options.forServe ? CMS_API_PATH : undefined,
      mode: options.dev ? "development" : "production",
      previous,
      lastOutput,
      // `site serve`'s rebuilds keep the search index its first build made.
      staleSearch: Boolean(options.forServe) && oneLine,
    });
    if (oneLine) {
      // Only the collections an edit touched: "1 article(s) read", not a list of zeros.
      const touched = result.parsed.filter(({ count }) => count > 0);
      const read = touched.map(({ entryName, count }) => `${count} ${entryName}(s)`).join(", ") || "no content";
      const rendered = result.lastOutput && result.lastOutput.rendered < result.pages.length ? `, ${result.lastOutput.rendered} rendered, the others unchanged` : "";
      const detail = `${read} read${result.bundlesReused ? ", bundles reused" : ""}${rendered}`;
      log.info(colour.green(`rebuilt ${result.pages.length} pages in ${(result.durationMs / 1000).toFixed(2)} s (${detail})`));
    } else {
      printBuildReport(result, { verbose: options.verbose });
    }
    return { result };
  } catch (error) {
    const message = describe(error, options.verbose);
    const out = path.relative(process.cwd(), path.resolve(options.out)) || ".";
    log.error(`build failed, ${out} left as it was.\n${message}`);
    return { error: message };
  }
}

function describe(error: unknown, verbose = false): string {
  if (error instanceof BuildError) return error.message;
  // Refused after the content was read: a link to no page, two pages at one address.
  if (error instanceof ContentError) return refusedContent(error).message;
  if (error instanceof Error) return verbose ? String(error.stack) : error.message;
  return String(error);
}
