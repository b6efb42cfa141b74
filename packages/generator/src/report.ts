import path from "node:path";
import type { BuildResult } from "./build-site.ts";
import { colour, formatBytes, log } from "./log.ts";
import { listPlaceholders } from "./find-placeholders.ts";
import { describeRemade } from "./cache-log.ts";

/** Past this many pages the summary lists the first ones and totals the rest. */
const LISTED_PAGES = 40;

/**
 * The build summary: every page with its size raw and gzipped, the CSS it links and the fonts that
 * CSS names, and its JavaScript; every asset; then the total time.
 */
export function printBuildReport(result: BuildResult, { verbose = false } = {}): void {
  const listed = result.pages.slice(0, LISTED_PAGES);
  const rest = result.pages.slice(LISTED_PAGES);
  const width = Math.max(...listed.map((page) => page.route.length));
  log.info(colour.bold(`Pages (${result.pages.length})`));
  for (const page of listed) {
    const js = page.jsTotalGzip > 0 ? `  js ${formatBytes(page.jsAtLoadGzip)} at load, ${formatBytes(page.jsTotalGzip)} in all gz` : "";
    const islands = page.islands.length > 0 ? `  islands: ${page.islands.join(", ")}` : "";
    const css = `  css ${size(page.cssBytes, page.cssGzipBytes)}  fonts ${formatBytes(page.fontBytes).padStart(8)}`;
    log.info(`  ${page.route.padEnd(width)}  ${size(page.bytes, page.gzipBytes)}${css}${colour.dim(js + islands)}`);
  }
  if (rest.length > 0) {
    const bytes = rest.reduce((sum, page) => sum + page.bytes, 0);
    const gzipBytes = rest.reduce((sum, page) => sum + page.gzipBytes, 0);
    log.info(`  … and ${rest.length} more pages  ${size(bytes, gzipBytes)}`);
  }
  log.info(colour.bold("Assets"));
  for (const asset of result.assets) log.info(`  ${asset.file}  ${size(asset.bytes, asset.gzipBytes)}`);
  const { used, encoded } = result.photos;
  if (used > 0) log.info(`${colour.bold("Photos")}  ${used} used, ${encoded} encoded, ${used - encoded} from the cache`);
  const { pages, cards, drawn } = result.shareCards;
  if (pages > 0) log.info(`${colour.bold("Share cards")}  ${pages} pages, ${cards} cards: ${drawn} drawn, ${cards - drawn} from the cache`);
  // What to look at when a build that was given its cache (a CI run's) takes a cold build's time.
  if (verbose) log.info(`${colour.bold("Cache")}  made again: ${describeRemade(result.remade)}`);
  for (const notice of result.notices) log.info(`${colour.bold("Note")}  ${notice}`);
  if (result.placeholders.length > 0) {
    log.warn(
      `${result.placeholders.length} config values are still placeholders (${result.configFile}, or the content file named); ` +
        `\`site build --strict\` refuses them. Their current values:\n${listPlaceholders(result.placeholders)}`,
    );
  }
  if (result.examples.length > 0) {
    log.warn(
      `${result.examples.length} entries are examples the site shipped with, to replace with real ones before publishing; ` +
        `\`site build --strict\` refuses them:\n${listPlaceholders(result.examples)}`,
    );
  }
  const seconds = (result.durationMs / 1000).toFixed(2);
  log.info(colour.green(`Built ${result.pages.length} pages into ${path.relative(process.cwd(), result.outDir) || "."} in ${seconds} s`));
}

function size(bytes: number, gzipBytes: number): string {
  return `${formatBytes(bytes).padStart(9)}  ${colour.dim(`${formatBytes(gzipBytes)} gz`.padStart(11))}`;
}
