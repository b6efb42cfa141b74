import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type SiteServer } from "../../src/generator/serve/start-server.ts";
import { leaveForTeardown } from "./left-for-teardown.ts";
import { runSite } from "./run-site.ts";

export interface ServedSite {
  /** The built output being served. */
  dir: string;
  server: SiteServer;
  close(): Promise<void>;
}

/** Builds the site into a temporary folder and serves it with `site serve`'s server. */
async function buildAndServe(buildArgs: readonly string[], root?: string): Promise<ServedSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-browser-"));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const build = await runSite(["build", "--out", dir, ...buildArgs], root);
  if (build.code !== 0) {
    removeDir();
    throw new Error(`build failed:\n${build.stderr}`);
  }
  const server = await startServer({ dir, port: 0 });
  return {
    dir,
    server,
    async close() {
      await server.close();
      removeDir();
    },
  };
}

let projectBuild: Promise<ServedSite> | undefined;

/**
 * The project's own build, as `site build` makes it, made once in this test process and served
 * to every file it runs (the browser files share a process: vitest.config.ts); no test writes to
 * it. Its folder is removed at the end of the run (left-for-teardown.ts). Any other build
 * (options, another project) is the caller's own, closed by it.
 */
export function servedBuild(buildArgs: readonly string[] = [], root?: string): Promise<ServedSite> {
  if (buildArgs.length > 0 || root !== undefined) return buildAndServe(buildArgs, root);
  if (!projectBuild) {
    projectBuild = buildAndServe([]).then((site) => {
      leaveForTeardown({ dir: site.dir });
      return { ...site, close: async () => undefined };
    });
    projectBuild.catch(() => (projectBuild = undefined));
  }
  return projectBuild;
}
