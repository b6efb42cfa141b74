import { readdir } from "node:fs/promises";
import path from "node:path";
import type * as esbuild from "esbuild";
import { BuildError } from "./build-error.ts";
import { fileExists } from "./file-exists.ts";
import { absoluteInputs } from "./input-stamps.ts";
import { loadEsbuild } from "./load-esbuild.ts";
import type { OutputMap } from "./output-map.ts";
import type { Project } from "./project.ts";
import { yamlContentPlugin, type YamlContent } from "./content/yaml-content.ts";

const TARGET = ["es2020", "chrome90", "firefox90", "safari15"];
/** An island is a component file of the islands folder, named after its file: Accordion.tsx. */
const ISLAND_FILE = /^[A-Za-z]\w*\.[jt]sx$/;

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

/**
 * Two builds. First the chunks: React's runtime, each island and each lazy behaviour, split so
 * shared code is downloaded once. Then the loader, alone in one file: its dynamic imports of
 * islands point at the chunks built first. (One build with both would make the loader import
 * esbuild's shared helper chunk, an extra round trip before the menu works: evanw/esbuild#1892.)
 * The chunks are built from the islands folder while the registry's names are on their way;
 * only the loader waits for them.
 */
export async function bundleClient(project: Project, mode: "production" | "development", islands: Promise<readonly string[]>, content: YamlContent): Promise<ClientBundle> {
  const common = {
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: TARGET,
    jsx: "automatic",
    minify: mode === "production",
    outdir: path.join(project.root, "assets"),
    metafile: true,
    define: { "process.env.NODE_ENV": JSON.stringify(mode) },
    legalComments: "none",
    logLevel: "silent",
    // Islands import their texts from YAML content files, checked and filled as for the server.
    plugins: [yamlContentPlugin(content)],
  } satisfies esbuild.BuildOptions;

  const runtime = project.islandRuntime;
  // Folders that exist are inputs: a file added to one changes the chunks.
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
  const { build } = await loadEsbuild();
  const chunks = await build({
    ...common,
    entryPoints: [runtime, ...lazyBehaviours, ...islandFiles.values()],
    splitting: true,
    entryNames: "chunks/[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
  });
  const outputOf = new Map<string, string>();
  for (const [output, meta] of Object.entries(chunks.metafile.outputs)) {
    if (meta.entryPoint) outputOf.set(path.resolve(meta.entryPoint), output);
  }

  const names = await islands;
  const fileOf = (name: string) => {
    const file = islandFiles.get(name);
    if (!file) throw new BuildError(missingFile(project, name));
    return file;
  };
  // Relative to the loader, which sits in the same folder as chunks/.
  const chunkUrl = (file: string) => "./" + path.relative(path.join(project.root, "assets"), outputOf.get(file)!).split(path.sep).join("/");
  const islandUrls = Object.fromEntries(names.map((name) => [name, chunkUrl(fileOf(name))]));
  // React's runtime and the islands are imported by URL, so that a failed chunk can be asked for
  // again under another URL (load-chunk.ts of the island runtime).
  const define = { ...common.define, __ISLAND_CHUNKS__: JSON.stringify({ runtime: chunkUrl(runtime), islands: islandUrls }) };
  const alone = { ...common, define, entryNames: "[name]-[hash]", plugins: [...common.plugins, lazyChunksOnly(project, outputOf)] };
  // The part of the loader it asks for once the page has painted, if the site has one: alone in
  // its file too, imported by URL.
  const hasAfterPaint = await fileExists(project.clientAfterPaint);
  // Without the file, its folder (if there is one) is an input: adding the file changes the loader.
  if (!hasAfterPaint && (await fileExists(path.dirname(project.clientAfterPaint)))) folders.push(path.dirname(project.clientAfterPaint));
  const afterPaint = hasAfterPaint ? await build({ ...alone, entryPoints: [project.clientAfterPaint] }) : undefined;
  const afterPaintOutput = afterPaint && entryOutput(afterPaint.metafile);
  const loader = await build({
    ...alone,
    define: { ...define, __ENHANCE__: JSON.stringify(afterPaintOutput ? `./${path.basename(afterPaintOutput)}` : null) },
    entryPoints: [project.clientEntry],
  });

  const files: OutputMap = new Map();
  for (const file of [...chunks.outputFiles, ...(afterPaint?.outputFiles ?? []), ...loader.outputFiles]) {
    files.set(toSitePath(project.root, file.path).slice(1), { data: file.contents });
  }
  const entry = entryOutput(loader.metafile);
  const islandChunks: Record<string, string[]> = {};
  for (const name of names) {
    islandChunks[name] = [...new Set([outputOf.get(runtime)!, outputOf.get(fileOf(name))!].flatMap((output) => closure(chunks.metafile, output)))]
      .map((output) => toSitePath(project.root, path.resolve(output)));
  }
  const lazyChunks: Record<string, string[]> = {};
  for (const file of lazyBehaviours) {
    lazyChunks[path.basename(file, ".ts")] = closure(chunks.metafile, outputOf.get(file)!).map((output) =>
      toSitePath(project.root, path.resolve(output)),
    );
  }
  const inputs = [
    ...absoluteInputs(chunks.metafile.inputs),
    // The chunk URLs written in with `define` show up as an input named "<define:…>", not a file.
    ...[loader, ...(afterPaint ? [afterPaint] : [])].flatMap((result) =>
      absoluteInputs(result.metafile.inputs).filter((input) => !path.basename(input).startsWith("<define:")),
    ),
    ...folders,
    ...content.inputs(),
  ];
  return {
    entry: toSitePath(project.root, path.resolve(entry)),
    afterPaint: afterPaintOutput && toSitePath(project.root, path.resolve(afterPaintOutput)),
    files,
    islands: [...names],
    islandChunks,
    lazyChunks,
    unregistered: [...islandFiles].filter(([name]) => !names.includes(name)).map(([, file]) => relative(project, file)),
    inputs: [...new Set(inputs)],
  };
}

/** The loader's dynamic imports may only name chunks of the first build, which it imports by URL. */
function lazyChunksOnly(project: Project, outputOf: Map<string, string>): esbuild.Plugin {
  return {
    name: "island-chunks",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const built = outputOf.get(path.resolve(args.resolveDir, args.path));
        if (!built) {
          return { errors: [{ text: `${args.path} is imported lazily but is not an island, the React runtime or in ${relative(project, project.lazyDir)}` }] };
        }
        return { path: `./${path.relative(path.join(project.root, "assets"), built)}`, external: true };
      });
    },
  };
}

/** For island files the registry does not name: how to register each. */
export function unregisteredIslands(project: Project, files: readonly string[]): string {
  const registry = relative(project, project.islandRegistry);
  return files
    .map((file) => {
      const name = path.basename(file).replace(/\.[jt]sx$/, "");
      const from = `./${path.relative(path.dirname(project.islandRegistry), path.resolve(project.root, file)).split(path.sep).join("/")}`;
      return (
        `${file} is in the islands folder but not registered: add \`import ${name} from "${from}";\` to ${registry}, ` +
        `and the line \`${name},\` to the registry object it exports (or move the file out of the islands folder)`
      );
    })
    .join("\n");
}

function missingFile(project: Project, name: string): string {
  const dir = relative(project, project.islandsDir);
  return `${relative(project, project.islandRegistry)} names the island "${name}", but ${dir}/ has no ${name}.tsx: an island is the default export of the file named after it`;
}

function relative(project: Project, file: string): string {
  return path.relative(project.root, file).split(path.sep).join("/");
}

/** The output of a build's one entry point. */
function entryOutput(metafile: esbuild.Metafile): string {
  return Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint)![0];
}

/** An output and every chunk it imports, statically, transitively. */
function closure(metafile: esbuild.Metafile, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(output);
  return [...seen];
}

function toSitePath(root: string, file: string): string {
  return "/" + path.relative(root, file).split(path.sep).join("/");
}
