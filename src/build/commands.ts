import path from "node:path";
import { buildSite, BuildError, type BuildResult } from "./build-site.ts";
import { log } from "./log.ts";
import { printBuildReport } from "./report.ts";

export interface BuildCommandOptions {
  out: string;
  base: string;
  verbose?: boolean;
}

/** `site build`: exits non-zero with one clear message when the build fails. */
export async function runBuild(root: string, options: BuildCommandOptions): Promise<BuildResult | undefined> {
  // Render errors point at pages/*.tsx, not at the bundle.
  process.setSourceMapsEnabled(true);
  try {
    const result = await buildSite({ root, outDir: path.resolve(options.out), base: options.base, verbose: options.verbose });
    printBuildReport(result);
    return result;
  } catch (error) {
    log.error(`build failed, ${path.relative(process.cwd(), path.resolve(options.out)) || "."} left as it was.\n${describe(error, options.verbose)}`);
    process.exitCode = 1;
    return undefined;
  }
}

function describe(error: unknown, verbose = false): string {
  if (error instanceof BuildError) return error.message;
  if (error instanceof Error) return verbose ? String(error.stack) : error.message;
  return String(error);
}

export async function runServe(_root: string, _options: unknown): Promise<void> {
  throw new Error("not wired yet");
}

export async function runCheck(_options: unknown): Promise<void> {
  throw new Error("not wired yet");
}
