import { createHash } from "node:crypto";
import { mkdir, writeFile, access } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import type * as SiteModule from "../server-entry.ts";
import type { Project } from "./project.ts";

export type Site = typeof SiteModule;

/**
 * Bundles the site's server code (routes, pages, components, content) into one ES module and
 * imports it. Dependencies stay external, so React is loaded once from node_modules.
 */
export async function bundleServer(project: Project, mode: "production" | "development"): Promise<Site> {
  const result = await esbuild.build({
    entryPoints: [project.serverEntry],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    // Component names appear in render-error stacks.
    keepNames: true,
    sourcemap: "inline",
    define: { "process.env.NODE_ENV": JSON.stringify(mode) },
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  // A new file name for new code: Node caches modules by URL, and watch mode re-imports.
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = path.join(project.cacheDir, `server-${hash}.mjs`);
  if (!(await exists(file))) {
    await mkdir(project.cacheDir, { recursive: true });
    await writeFile(file, code);
  }
  return (await import(pathToFileURL(file).href)) as Site;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
