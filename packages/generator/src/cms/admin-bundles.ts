import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type * as esbuild from "esbuild";
import { yamlContent, yamlContentPlugin } from "../content/yaml-content.ts";
import { BROWSER_MODULE } from "../esbuild-options.js";
import { absoluteInputs } from "../input-stamps.ts";
import { loadEsbuild } from "../load-esbuild.ts";
import type { Project } from "../project.ts";
import { readStamped, withFolders, writeStamped } from "../stamped-cache.ts";
import { writeAtomically } from "../write-atomically.ts";
import { decapReactPlugin } from "./decap-react-plugin.ts";
import { BuildError } from "../build-error.ts";
import { noteRemade } from "../cache-log.ts";

/** A bundle of the editor: its file name ("decap-3F2A….js") and where the cache keeps it. */
export interface AdminBundle {
  file: string;
  cached: string;
}

/**
 * The editor's two bundles (src/admin/): Decap CMS with its React, which changes with the
 * dependencies only, and the site's code for it (formats, checks, schemas). Each is kept in the
 * cache while its inputs are unchanged; the site's code's include the content YAML files its
 * previews' components import, read as the site's bundles read them. Decap CMS takes esbuild many
 * seconds to bundle. Decap's inputs are its entry and npm's record of what is installed
 * (node_modules/.package-lock.json, rewritten by every install), not its two thousand files, which
 * would be slow to stat at every build (docs/performance.md, "Loaded late, cached or done once").
 * Not the project's lockfile: a copy of the project that links node_modules has none.
 */
export function bundleAdmin(project: Project): Promise<AdminBundle[]> {
  const { adminEntry, adminVendorEntry } = project;
  if (!adminEntry || !adminVendorEntry) {
    return Promise.reject(new BuildError(`package.json: "site".adminEntry and "site".adminVendorEntry must name the editor's two entries (the site's definition has an editor, cms)`));
  }
  return Promise.all([
    bundleOne(project, adminVendorEntry, () => [adminVendorEntry, path.join(project.root, "node_modules", ".package-lock.json")]),
    bundleOne(project, adminEntry, (inputs) => withFolders(inputs), () => [yamlContentPlugin(yamlContent(project)), decapReactPlugin(project.root)]),
  ]);
}

/** Minified always: editors need no development build of React, and one bundle is one cache. */
async function bundleOne(project: Project, entry: string, stampsOf: (inputs: string[]) => string[], plugins = (): esbuild.Plugin[] => []): Promise<AdminBundle> {
  const name = path.basename(entry, path.extname(entry));
  const cacheFile = path.join(project.cacheDir, `admin-${name}.json`);
  // Kept by name only: a copy of the project, with its cache, has the bundle in its own.
  const cached = await readStamped<Pick<AdminBundle, "file">>(cacheFile, project.root);
  if (cached && existsSync(inCache(project, cached.file))) return { file: cached.file, cached: inCache(project, cached.file) };
  noteRemade(`editor bundle (${name})`);
  const startedAt = Date.now();
  const { build } = await loadEsbuild();
  const result = await build({
    ...BROWSER_MODULE,
    entryPoints: [entry],
    target: "es2022",
    minify: true,
    outdir: path.join(project.root, "admin"),
    entryNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
    // Decap CMS's packages write JSX in .js files.
    loader: { ".js": "jsx" },
    plugins: plugins(),
    logLevel: "silent",
  });
  const output = result.outputFiles.find((file) => file.path.endsWith(".js"))!;
  const file = path.basename(output.path);
  const bundle = { file, cached: inCache(project, file) };
  await mkdir(path.dirname(bundle.cached), { recursive: true });
  await writeAtomically(bundle.cached, output.contents);
  // "(disabled):fs": a Node module a browser package names, which esbuild leaves out.
  const inputs = Object.fromEntries(Object.entries(result.metafile.inputs).filter(([input]) => !input.startsWith("(disabled)")));
  await writeStamped(cacheFile, project.root, stampsOf(absoluteInputs(inputs)), { file }, startedAt);
  return bundle;
}

const inCache = (project: Project, file: string) => path.join(project.cacheDir, "admin", file);
