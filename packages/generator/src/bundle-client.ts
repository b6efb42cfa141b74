import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type * as esbuild from "esbuild";
import { BuildError } from "./build-error.ts";
import { closure, entryOutput, lazyChunksOnly, outputsByEntry, toSitePath } from "./client-chunks.ts";
import { BROWSER_MODULE } from "./esbuild-options.js";
import { fileExists } from "./file-exists.ts";
import { absoluteInputs } from "./input-stamps.ts";
import { loadEsbuild } from "./load-esbuild.ts";
import type { OutputMap } from "./output-map.ts";
import type { Project } from "./project.ts";
import { yamlContentPlugin, type YamlContent } from "./content/yaml-content.ts";
import { fromRoot, missingIsland } from "./island-messages.ts";

export { unregisteredIslands } from "./island-messages.ts";

const TARGET = ["es2020", "chrome90", "firefox90", "safari15"];
/** An island is a component file of the islands folder, named after its file: Accordion.tsx. */
const ISLAND_FILE = /^[A-Za-z]\w*\.[jt]sx$/;
/** React's half of the island runtime (island/client/react-runtime.ts), a chunk of its own: this generator's, whatever site it builds. */
const ISLAND_RUNTIME = createRequire(import.meta.url).resolve("site-generator/island/react-runtime");
/** The runtime's module of links between bundles, whose text each build writes (bundleLinks). */
const BUNDLE_LINKS = /[\\/]island[\\/]client[\\/]bundle-links\.ts$/;

export interface ClientBundle {
  /** Site path of the loader, e.g. "/assets/main-AB12CD34.js". */
  entry: string;
  /** Site path of what the loader imports once the page has painted, if the site has it ("/assets/enhance-….js"). */
  afterPaint?: string;
  files: OutputMap;
  /** The registry's island names, in its order: the loader lists their chunks so. */
  islands: string[];
  /** Chunks each island needs (its own, React's, shared ones), by island name, as site paths. */
  islandChunks: Record<string, string[]>;
  /** Chunks of each lazy behaviour, by behaviour (file) name, as site paths. */
  lazyChunks: Record<string, string[]>;
  /** Files of the islands folder that the registry does not name, from the project root. */
  unregistered: string[];
  /** Every source file the bundles were made from, and the folders whose listing matters. */
  inputs: string[];
}

type Mode = "production" | "development";
type Build = Awaited<ReturnType<typeof loadEsbuild>>["build"];

/** The client's source files, and the folders whose listing is an input: a file added to one changes the chunks. */
interface ClientSources {
  islandFiles: Map<string, string>;
  lazyBehaviours: string[];
  folders: string[];
}

/**
 * Two builds. First the chunks: React's runtime, each island and each lazy behaviour, split so
 * shared code is downloaded once. Then the loader, alone in one file: its dynamic imports of
 * islands point at the chunks built first. (One build with both would make the loader import
 * esbuild's shared helper chunk, an extra round trip before the menu works: evanw/esbuild#1892.)
 * The chunks are built from the islands folder while the registry's names are on their way;
 * only the loader waits for them.
 */
export async function bundleClient(project: Project, mode: Mode, islands: Promise<readonly string[]>, content: YamlContent): Promise<ClientBundle> {
  const common = commonOptions(project, mode, content);
  const sources = await listSources(project);
  const { build } = await loadEsbuild();
  const chunks = await build({
    ...common,
    entryPoints: [ISLAND_RUNTIME, ...sources.lazyBehaviours, ...sources.islandFiles.values()],
    splitting: true,
    plugins: [...common.plugins, bundleLinks(undefined, null)],
    entryNames: "chunks/[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
  });
  const outputOf = outputsByEntry(chunks.metafile);
  const names = await islands;
  const fileOf = (name: string) => {
    const file = sources.islandFiles.get(name);
    if (!file) throw new BuildError(missingIsland(project, name));
    return file;
  };
  const loader = await buildLoader(project, build, common, outputOf, names.map((name) => [name, fileOf(name)]), sources.folders);
  const sitePath = (output: string) => toSitePath(project.root, path.resolve(output));
  const chunksOf = (files: readonly string[]) => [...new Set(files.flatMap((file) => closure(chunks.metafile, outputOf.get(file)!)))].map(sitePath);
  const files: OutputMap = new Map();
  for (const file of [...chunks.outputFiles, ...loader.outputFiles]) files.set(toSitePath(project.root, file.path).slice(1), { data: file.contents });
  return {
    entry: sitePath(loader.entry),
    afterPaint: loader.afterPaint && sitePath(loader.afterPaint),
    files,
    islands: [...names],
    islandChunks: Object.fromEntries(names.map((name) => [name, chunksOf([ISLAND_RUNTIME, fileOf(name)])])),
    lazyChunks: Object.fromEntries(sources.lazyBehaviours.map((file) => [path.basename(file, ".ts"), chunksOf([file])])),
    unregistered: [...sources.islandFiles].filter(([name]) => !names.includes(name)).map(([, file]) => fromRoot(project, file)),
    inputs: [...new Set([...absoluteInputs(chunks.metafile.inputs), ...loader.inputs, ...sources.folders, ...(await content.inputs())])],
  };
}

function commonOptions(project: Project, mode: Mode, content: YamlContent) {
  return {
    ...BROWSER_MODULE,
    target: TARGET,
    minify: mode === "production",
    outdir: path.join(project.root, "assets"),
    define: { "process.env.NODE_ENV": JSON.stringify(mode) } as Record<string, string>,
    logLevel: "silent",
    // Islands import their texts from YAML content files, checked and filled as for the server.
    plugins: [yamlContentPlugin(content)],
  } satisfies esbuild.BuildOptions;
}

async function listSources(project: Project): Promise<ClientSources> {
  const folders: string[] = [];
  const list = (dir: string) =>
    readdir(dir).then(
      (names) => (folders.push(dir), names),
      () => [],
    );
  const islandFiles = new Map(
    (await list(project.islandsDir))
      .filter((name) => ISLAND_FILE.test(name) && path.join(project.islandsDir, name) !== project.islandRegistry)
      .map((name) => [name.replace(/\.[jt]sx$/, ""), path.join(project.islandsDir, name)]),
  );
  const lazyBehaviours = (await list(project.lazyDir)).map((file) => path.join(project.lazyDir, file));
  return { islandFiles, lazyBehaviours, folders };
}

/**
 * The loader, and the part of it it asks for once the page has painted if the site has one: each
 * alone in its file. React's runtime and the islands are imported by URL, so that a failed chunk
 * can be asked for again under another URL (load-chunk.ts of the island runtime).
 */
async function buildLoader(
  project: Project,
  build: Build,
  common: ReturnType<typeof commonOptions>,
  outputOf: Map<string, string>,
  islands: [name: string, file: string][],
  folders: string[],
): Promise<{ entry: string; afterPaint?: string; outputFiles: esbuild.OutputFile[]; inputs: string[] }> {
  // Relative to the loader, which sits in the same folder as chunks/.
  const chunkUrl = (file: string) => "./" + path.relative(path.join(project.root, "assets"), outputOf.get(file)!).split(path.sep).join("/");
  const islandUrls = Object.fromEntries(islands.map(([name, file]) => [name, chunkUrl(file)]));
  const islandChunks = { runtime: chunkUrl(ISLAND_RUNTIME), islands: islandUrls };
  const alone = (afterPaint: string | null) => ({
    ...common,
    entryNames: "[name]-[hash]",
    plugins: [...common.plugins, lazyChunksOnly(project, outputOf), bundleLinks(islandChunks, afterPaint)],
  });
  const afterPaintEntry = project.clientAfterPaint;
  const hasAfterPaint = afterPaintEntry !== undefined && (await fileExists(afterPaintEntry));
  // Without the file, its folder (if there is one) is an input: adding the file changes the loader.
  if (afterPaintEntry && !hasAfterPaint && (await fileExists(path.dirname(afterPaintEntry)))) folders.push(path.dirname(afterPaintEntry));
  const afterPaint = hasAfterPaint ? await build({ ...alone(null), entryPoints: [afterPaintEntry] }) : undefined;
  const afterPaintOutput = afterPaint && entryOutput(afterPaint.metafile);
  const loader = await build({ ...alone(afterPaintOutput ? `./${path.basename(afterPaintOutput)}` : null), entryPoints: [project.clientEntry] });
  const results = [loader, ...(afterPaint ? [afterPaint] : [])];
  return {
    entry: entryOutput(loader.metafile),
    afterPaint: afterPaintOutput,
    outputFiles: [...(afterPaint?.outputFiles ?? []), ...loader.outputFiles],
    inputs: results.flatMap((result) => absoluteInputs(result.metafile.inputs)),
  };
}

/**
 * Writes the island runtime's links between bundles (island/client/bundle-links.ts) into the
 * bundle being made, as a module's values: the site's code and the runtime import them, no global
 * crosses from the generator to the page.
 */
function bundleLinks(islandChunks: { runtime: string; islands: Record<string, string> } | undefined, afterPaint: string | null): esbuild.Plugin {
  return {
    name: "island-bundle-links",
    setup(build) {
      build.onLoad({ filter: BUNDLE_LINKS }, (args) => {
        // The chunks are made before their URLs are known: only the loader and its after-paint part may watch islands.
        if (!islandChunks) {
          return { errors: [{ text: `${args.path} is imported by an island or a lazy behaviour: only the client entry and its after-paint part may watch islands (site-generator/island/client)` }] };
        }
        return {
          contents: `export const ISLAND_CHUNKS = ${JSON.stringify(islandChunks)};\nexport const AFTER_PAINT = ${JSON.stringify(afterPaint)};\n`,
          loader: "js",
        };
      });
    },
  };
}
