import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { pruneCachedModules, writeCachedModule } from "./cached-module.ts";
import { NODE_MODULE } from "./esbuild-options.js";
import { externalPackages } from "./external-packages.ts";
import { fileExists } from "./file-exists.ts";
import { absoluteInputs } from "./input-stamps.ts";
import { noteRemade } from "./cache-log.ts";
import { loadEsbuild } from "./load-esbuild.ts";
import { moduleGraph, type ModuleGraph, type ModuleNames } from "./module-graph.ts";
import { MODULES_EXPORT, moduleRecordPlugin, type ModuleRecord } from "./module-registry.ts";
import type { Project } from "./project.ts";
import type { FileLinks } from "./content/field-links.ts";
import { yamlContent, yamlContentPlugin, type YamlContent } from "./content/yaml-content.ts";
import type { SiteDefinition } from "./site-definition.ts";
import { readStamped, withFolders, writeStamped } from "./stamped-cache.ts";

/** The site's definition, as its server bundle exports it. */
export interface Site {
  definition: SiteDefinition;
  /** Where the bundle was loaded from: the build loads it again with source maps on after an error. */
  moduleUrl: string;
  /** Changes with any of the site's code: caches of what that code produced are keyed by it. */
  version: string;
  /** What each module of the site imports, and what it exports: which CSS a page needs (page-styles.ts). */
  modules: { graph: ModuleGraph; names: ModuleNames; record: ModuleRecord };
  /** The site paths the fields of the YAML files it imports hold (a menu's links), by file from the project root. */
  fieldLinks: readonly FileLinks[];
}


interface CachedServer {
  /** The generator's code that made it (its module's path names its build): the names are read by it. */
  generator: string;
  file: string;
  graph: ModuleGraph;
  names: ModuleNames;
  fieldLinks: FileLinks[];
}

/**
 * Bundles the site's server code (routes, pages, components, content) into one ES module and
 * imports it. Dependencies stay external (external-packages.ts), so React is loaded once from node_modules.
 */
export async function bundleServer(project: Project, mode: "production" | "development", content: YamlContent = yamlContent(project)): Promise<Site> {
  // While no source changed, the last bundle is imported as it is: a warm build then starts no
  // esbuild at all (with the client's and the styles' caches), and bundling is most of its time.
  const cacheFile = path.join(project.cacheDir, `server-${mode}.json`);
  const cached = await readStamped<CachedServer>(cacheFile, project.root);
  if (cached?.names && cached.generator === generatorName(project) && (await fileExists(path.join(project.cacheDir, cached.file)))) {
    return importSite(path.join(project.cacheDir, cached.file), cached, project);
  }
  noteRemade("server bundle");
  const startedAt = Date.now();
  content.prepare();
  const { build } = await loadEsbuild();
  const names = new Map<string, string[]>();
  const result = await build({
    ...NODE_MODULE,
    entryPoints: [project.serverEntry],
    // Source-map paths are relative to the output: it is written to the cache folder.
    outdir: project.cacheDir,
    jsx: "automatic",
    // Component names appear in render-error stacks.
    keepNames: true,
    sourcemap: "inline",
    define: { "process.env.NODE_ENV": JSON.stringify(mode) },
    plugins: [externalPackages, moduleRecordPlugin(project.root, project.serverEntry, names), yamlContentPlugin(content)],
    logLevel: "silent",
  });
  const { file, written } = await writeCachedModule(project.cacheDir, "server", result.outputFiles[0]!.contents);
  if (written) await pruneCachedModules(project.cacheDir);
  const inputs = absoluteInputs(result.metafile.inputs);
  // Known from the YAML files as the bundle imported them: a bundle taken from the cache imports none.
  const fieldLinks = inputs.filter((input) => /\.ya?ml$/.test(input)).map((input) => ({ file: path.relative(project.root, input).split(path.sep).join("/"), links: content.linksOf(input) }));
  const modules = { generator: generatorName(project), file: path.basename(file), graph: moduleGraph(result.metafile.inputs, project.root), names: Object.fromEntries(names), fieldLinks: fieldLinks.filter(({ links }) => links.length > 0) };
  await writeStamped<CachedServer>(cacheFile, project.root, withFolders([...inputs, ...(await content.inputs())]), modules, startedAt);
  return importSite(file, modules, project);
}

async function importSite(file: string, { graph, names, fieldLinks }: CachedServer, project: Project): Promise<Site> {
  const moduleUrl = pathToFileURL(file).href;
  const exports = (await import(moduleUrl)) as { default?: SiteDefinition; [MODULES_EXPORT]?: ModuleRecord };
  const definition = exports.default;
  if (!definition || typeof definition.renderPage !== "function") {
    throw new Error(`${path.relative(process.cwd(), project.serverEntry)} must export the site definition as its default export`);
  }
  const record = exports[MODULES_EXPORT] ?? new Map();
  return { definition, moduleUrl, version: path.basename(file, ".mjs"), modules: { graph, names, record }, fieldLinks };
}

/** This module's path from the project root: the same in a copy of the project, another for another build of the generator. */
function generatorName(project: Project): string {
  return path.relative(project.root, fileURLToPath(import.meta.url));
}
