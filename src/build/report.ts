import path from "node:path";
import type { BuildResult } from "./build-site.ts";
import { colour, formatBytes, log } from "./log.ts";

/** The build summary: every page and asset with its size raw and gzipped, then the total time. */
export function printBuildReport(result: BuildResult): void {
  const width = Math.max(...result.pages.map((page) => page.route.length));
  log.info(colour.bold(`Pages (${result.pages.length})`));
  for (const page of result.pages) {
    const islands = page.islands.length > 0 ? colour.dim(`  islands: ${page.islands.join(", ")}`) : "";
    log.info(`  ${page.route.padEnd(width)}  ${size(page.bytes, page.gzipBytes)}${islands}`);
  }
  log.info(colour.bold("Assets"));
  for (const asset of result.assets) log.info(`  ${asset.file}  ${size(asset.bytes, asset.gzipBytes)}`);
  const seconds = (result.durationMs / 1000).toFixed(2);
  log.info(colour.green(`Built ${result.pages.length} pages into ${path.relative(process.cwd(), result.outDir) || "."} in ${seconds} s`));
}

function size(bytes: number, gzipBytes: number): string {
  return `${formatBytes(bytes).padStart(9)}  ${colour.dim(`${formatBytes(gzipBytes)} gz`.padStart(11))}`;
}
