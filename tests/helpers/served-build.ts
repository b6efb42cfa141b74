import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type SiteServer } from "../../packages/generator/src/serve/start-server.ts";
import { projectBuild } from "./project-build.ts";
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

let servedProject: Promise<ServedSite> | undefined;

/**
 * The project's own build, as `site build` makes it, made once in the run (project-build.ts) and
 * served by one server in this test process to every file it runs (the browser files share a
 * process: vitest.config.ts); no test writes to it. Any other build (options, another project) is
 * the caller's own, closed by it.
 */
export function servedBuild(buildArgs: readonly string[] = [], root?: string): Promise<ServedSite> {
  if (buildArgs.length > 0 || root !== undefined) return buildAndServe(buildArgs, root);
  if (!servedProject) {
    servedProject = projectBuild().then(async (dir) => ({ dir, server: await startServer({ dir, port: 0 }), close: async () => undefined }));
    servedProject.catch(() => (servedProject = undefined));
  }
  return servedProject;
}
