import type { Bundles } from "../start-bundles.ts";
import type { FontFile } from "../fonts/subset-fonts.ts";
import type { Placeholder } from "../find-placeholders.ts";
import type { RenderMemo } from "../render-memo.ts";
import type { SiteCharacters } from "../fonts/site-characters.ts";
import type { WrittenFiles } from "./written-files.ts";

/**
 * `site serve`'s memory of its last build into its output folder: the pages it rendered and the
 * files it wrote, so that a rebuild renders and writes only what changed.
 */
export interface LastOutput {
  memo: RenderMemo;
  written: WrittenFiles;
  /** What its fonts were cut to (build/plan-output.ts); none before a first build. */
  characters?: SiteCharacters;
  /** The output folder as it left it (written-files.ts, outputStamp); none before a first build. */
  stamp?: string;
}

export interface BuildOptions {
  /** Project root: its package.json says where the rest is (project.ts). */
  root: string;
  outDir: string;
  /** Deployment sub-path, e.g. "/docs/"; defaults to "/". */
  base?: string;
  mode?: "production" | "development";
  verbose?: boolean;
  /** Refuse to build while config placeholders, or entries shipped as examples, are in place. */
  strict?: boolean;
  /** Write .br and .gz siblings of text files (default true). */
  compress?: boolean;
  /** Include drafts and scheduled entries, marked as such (previews; default false). */
  drafts?: boolean;
  /**
   * The day of the build, YYYY-MM-DD, instead of today in the site's time zone: what a build on
   * that day would publish (previews, tests). Default: today (select-published.ts, todayIn).
   */
  today?: string;
  /** For `site serve`: its beacon's path, handed to every page (RenderOptions.previewBeacon). */
  previewBeacon?: string;
  /**
   * For `site serve`'s rebuilds, with lastOutput: the search index its last build wrote stays in
   * place, rather than Pagefind reading every page again at each save (seconds on a thousand
   * articles, for a preview).
   */
  staleSearch?: boolean;
  /** For `site serve`: where it proxies the CMS's local backend, for the editor's config. */
  cmsLocalBackend?: string;
  /**
   * Watch mode: the bundles of the previous build and the files changed since. When only content
   * changed, the bundles are reused and only the changed entries are read again.
   */
  previous?: { bundles: Bundles; changed: string[] };
  /**
   * `site serve`'s builds: the output of its last good build (an empty one for the first), from
   * which pages whose inputs did not change are kept rather than rendered and written again.
   */
  lastOutput?: LastOutput;
}

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
  /** Entries the site shipped as examples (CollectionDefinition.examples), each by its file and field. */
  examples: Placeholder[];
  /** SiteConfig.notices, as the build found them. */
  notices: readonly string[];
  configFile: string;
  durationMs: number;
  /** YAML files and entries read this time, by collection (the others came from the cache). */
  parsed: { entryName: string; count: number }[];
  /** Photos of the content, and how many were encoded this time (the others came from the cache). */
  photos: { used: number; encoded: number };
  /** Pages with a share card, and how many cards were drawn this time (the others came from the cache). */
  shareCards: { pages: number; cards: number; drawn: number };
  /** What the build made because its cache (.cache/site) did not have it, by kind: how many ("server bundle": 1). */
  remade: ReadonlyMap<string, number>;
  /** Whether the bundles of the previous build were reused. */
  bundlesReused: boolean;
  bundles: Bundles;
  /** With BuildOptions.lastOutput: this build's, for the next; and how many pages were rendered (the others were kept). */
  lastOutput?: LastOutput & { rendered: number };
}
