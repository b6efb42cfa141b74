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
import { checkDecapReact, DECAP_REACT } from "./decap-copy.ts";
import { BuildError } from "../build-error.ts";
import { noteRemade } from "../cache-log.ts";

/** A bundle of the editor: its file name ("decap-3F2A….js") and where the cache keeps it. */
export interface AdminBundle {
  file: string;
  cached: string;
}

/**
 * The editor's two bundles (src/admin/): the React that Decap's built copy runs on (decap-copy.ts),
 * which changes with the dependencies only, and the site's code for it (formats, checks, schemas).
 * Each is kept in the cache while its inputs are unchanged; the site's code's include the content
 * YAML files its previews' components import, read as the site's bundles read them. The vendor
 * bundle's inputs are its entry and npm's record of what is installed
 * (node_modules/.package-lock.json, rewritten by every install), which also says when to check
 * that React's version again. Not the project's lockfile: a copy of the project that links
 * node_modules has none.
 */
export function bundleAdmin(project: Project): Promise<AdminBundle[]> {
  const { adminEntry, adminVendorEntry } = project;
  if (!adminEntry || !adminVendorEntry) {
    return Promise.reject(new BuildError(`package.json: "site".adminEntry and "site".adminVendorEntry must name the editor's two entries (the site's definition has an editor, cms)`));
  }
  return Promise.all([
    bundleOne(project, adminVendorEntry, () => [adminVendorEntry, path.join(project.root, "node_modules", ".package-lock.json")], {
      before: () => checkDecapReact(project.root),
      // React and ReactDOM at the version of Decap's own react-dom/client, for every import of them.
      alias: DECAP_REACT,
    }),
    bundleOne(project, adminEntry, (inputs) => withFolders(inputs), {
      // React is the vendor bundle's (decapReactPlugin); ReactDOM's server renderer, for the
      // previews, must be of its version, which it checks.
      alias: { "react-dom": DECAP_REACT["react-dom"] },
      plugins: () => [yamlContentPlugin(yamlContent(project)), decapReactPlugin(project.root)],
    }),
  ]);
}

/** Minified always: editors need no development build of React, and one bundle is one cache. */
interface BundleOptions {
  /** Run before bundling (not when the cache has the bundle): throws what the bundle would not survive. */
  before?: () => void;
  alias?: Record<string, string>;
  plugins?: () => esbuild.Plugin[];
}

async function bundleOne(project: Project, entry: string, stampsOf: (inputs: string[]) => string[], options: BundleOptions = {}): Promise<AdminBundle> {
  const name = path.basename(entry, path.extname(entry));
  const cacheFile = path.join(project.cacheDir, `admin-${name}.json`);
  // Kept by name only: a copy of the project, with its cache, has the bundle in its own.
  const cached = await readStamped<Pick<AdminBundle, "file">>(cacheFile, project.root);
  if (cached && existsSync(inCache(project, cached.file))) return { file: cached.file, cached: inCache(project, cached.file) };
  noteRemade(`editor bundle (${name})`);
  options.before?.();
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
    ...(options.alias ? { alias: options.alias } : {}),
    plugins: options.plugins?.() ?? [],
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
