import path from "node:path";
import { absoluteInputs } from "../input-stamps.ts";
import { loadEsbuild } from "../load-esbuild.ts";
import type { Project } from "../project.ts";
import { readStamped, withFolders, writeStamped } from "../stamped-cache.ts";

/** A bundle of the editor: its file name ("decap-3F2A….js") and its code. */
export interface AdminBundle {
  file: string;
  code: string;
}

/**
 * The editor's two bundles (src/admin/): Decap CMS with its React, which changes with the
 * dependency only, and the site's code for it (formats, checks, schemas). Each is kept in the
 * cache while none of its inputs changed: Decap CMS is a few megabytes of JavaScript, which
 * esbuild takes many seconds to bundle, and a build should pay that once.
 */
export function bundleAdmin(project: Project): Promise<AdminBundle[]> {
  return Promise.all([bundleOne(project, project.adminVendorEntry), bundleOne(project, project.adminEntry)]);
}

/** Minified always: editors need no development build of React, and one bundle is one cache. */
async function bundleOne(project: Project, entry: string): Promise<AdminBundle> {
  const name = path.basename(entry, path.extname(entry));
  const cacheFile = path.join(project.cacheDir, `admin-${name}.json`);
  const cached = await readStamped<AdminBundle>(cacheFile);
  if (cached) return cached;
  const startedAt = Date.now();
  const { build } = await loadEsbuild();
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    outdir: path.join(project.root, "admin"),
    entryNames: "[name]-[hash]",
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
    // Decap CMS's packages write JSX in .js files.
    loader: { ".js": "jsx" },
    jsx: "automatic",
    legalComments: "none",
    logLevel: "silent",
  });
  const output = result.outputFiles.find((file) => file.path.endsWith(".js"))!;
  const bundle = { file: path.basename(output.path), code: output.text };
  // "(disabled):fs": a Node module a browser package names, which esbuild leaves out.
  const inputs = Object.fromEntries(Object.entries(result.metafile.inputs).filter(([input]) => !input.startsWith("(disabled)")));
  await writeStamped(cacheFile, withFolders(absoluteInputs(inputs)), bundle, startedAt);
  return bundle;
}
