import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type * as esbuild from "esbuild";
import { absoluteInputs, inputsUnchanged, stampInputs } from "./input-stamps.ts";
import type { OutputMap } from "./output-map.ts";
import { loadEsbuild } from "./load-esbuild.ts";
import type { Project } from "./project.ts";

export interface ClientBundle {
  /** Site path of the loader, e.g. "/assets/main-AB12CD34.js". */
  entry: string;
  files: OutputMap;
  /** Chunks each island needs (its own, React's, shared ones), by island name, as site paths. */
  islandChunks: Record<string, string[]>;
  /** Chunks of each behaviour of src/client/lazy, by behaviour (file) name, as site paths. */
  lazyChunks: Record<string, string[]>;
  /** Every source file the bundles were made from, and the folders whose listing matters. */
  inputs: string[];
}

const TARGET = ["es2020", "chrome90", "firefox90", "safari15"];

/**
 * Two builds. First the chunks: React's runtime, each island and each behaviour of
 * src/client/lazy, split so shared code is downloaded once. Then the loader, alone in one file: its dynamic imports of islands point at the
 * chunks built first. (One build with both would make the loader import esbuild's shared helper
 * chunk, an extra round trip before the menu works: evanw/esbuild#1892.)
 */
export async function bundleClient(project: Project, mode: "production" | "development"): Promise<ClientBundle> {
  // Minifying React's runtime is most of a build's work: reuse the last result while no input
  // (sources, React, the registry) has changed.
  const cacheFile = path.join(project.cacheDir, `client-${mode}.json`);
  const cached = await readCache(cacheFile);
  if (cached) return cached;
  const bundle = await buildClient(project, mode);
  await writeCache(cacheFile, bundle);
  return bundle;
}

interface CachedClient {
  stamps: Record<string, string>;
  bundle: Omit<ClientBundle, "files" | "inputs">;
  files: Record<string, string>;
}

async function readCache(file: string): Promise<ClientBundle | undefined> {
  const text = await readFile(file, "utf8").catch(() => "null");
  // A cache that cannot be parsed is no cache: the bundles are built again.
  const cached = (() => {
    try {
      return JSON.parse(text) as CachedClient | null;
    } catch {
      return null;
    }
  })();
  if (!cached || !(await inputsUnchanged(cached.stamps))) return undefined;
  const files: OutputMap = new Map(Object.entries(cached.files).map(([name, base64]) => [name, { data: Buffer.from(base64, "base64") }]));
  return { ...cached.bundle, files, inputs: Object.keys(cached.stamps) };
}

async function writeCache(file: string, bundle: ClientBundle): Promise<void> {
  const { files, inputs, ...rest } = bundle;
  const cached: CachedClient = {
    stamps: await stampInputs(inputs),
    bundle: rest,
    files: Object.fromEntries([...files].map(([name, output]) => [name, Buffer.from((output as { data: Uint8Array }).data).toString("base64")])),
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}`, JSON.stringify(cached));
  await rename(`${file}.${process.pid}`, file);
}

async function buildClient(project: Project, mode: "production" | "development"): Promise<ClientBundle> {
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
  } satisfies esbuild.BuildOptions;

  const islandsDir = path.join(project.root, "src", "islands");
  const runtime = path.join(project.root, "src", "client", "react-runtime.ts");
  const registry = await readRegistry(path.join(islandsDir, "registry.ts"));
  const lazyDir = path.join(project.root, "src", "client", "lazy");
  const lazyBehaviours = (await readdir(lazyDir).catch(() => [])).map((file) => path.join(lazyDir, file));
  const { build } = await loadEsbuild();
  const chunks = await build({
    ...common,
    entryPoints: [runtime, ...lazyBehaviours, ...Object.values(registry).map((file) => path.join(islandsDir, file))],
    splitting: true,
    entryNames: "chunks/[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
  });
  const outputOf = new Map<string, string>();
  for (const [output, meta] of Object.entries(chunks.metafile.outputs)) {
    if (meta.entryPoint) outputOf.set(path.resolve(meta.entryPoint), output);
  }

  // Relative to the loader, which sits in the same folder as chunks/.
  const chunkUrl = (file: string) => "./" + path.relative(path.join(project.root, "assets"), outputOf.get(file)!).split(path.sep).join("/");
  const islandUrls = Object.fromEntries(Object.entries(registry).map(([name, file]) => [name, chunkUrl(path.join(islandsDir, file))]));
  const loader = await build({
    ...common,
    // The loader imports React's runtime and the islands by URL, so that a failed chunk can be
    // asked for again under another URL (src/client/load-chunk.ts).
    define: { ...common.define, __ISLAND_CHUNKS__: JSON.stringify({ runtime: chunkUrl(runtime), islands: islandUrls }) },
    entryPoints: [project.clientEntry],
    entryNames: "[name]-[hash]",
    plugins: [
      {
        name: "island-chunks",
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind !== "dynamic-import") return undefined;
            const built = outputOf.get(path.resolve(args.resolveDir, args.path));
            if (!built) {
              return { errors: [{ text: `${args.path} is imported lazily but is not an island, the React runtime or in src/client/lazy` }] };
            }
            return { path: `./${path.relative(path.join(project.root, "assets"), built)}`, external: true };
          });
        },
      },
    ],
  });

  const files: OutputMap = new Map();
  for (const file of [...chunks.outputFiles, ...loader.outputFiles]) {
    files.set(toSitePath(project.root, file.path).slice(1), { data: file.contents });
  }
  const entry = Object.entries(loader.metafile.outputs).find(([, meta]) => meta.entryPoint)![0];
  const islandChunks: Record<string, string[]> = {};
  for (const [name, file] of Object.entries(registry)) {
    const own = outputOf.get(path.join(islandsDir, file))!;
    islandChunks[name] = [...new Set([outputOf.get(runtime)!, own].flatMap((output) => closure(chunks.metafile, output)))]
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
    ...absoluteInputs(loader.metafile.inputs).filter((input) => !path.basename(input).startsWith("<define:")),
    // A behaviour added to src/client/lazy changes the chunks even before any import names it.
    lazyDir,
    // Read above, not bundled: the loader gets the island chunks' URLs from it.
    path.join(islandsDir, "registry.ts"),
  ];
  return { entry: toSitePath(project.root, path.resolve(entry)), files, islandChunks, lazyChunks, inputs: [...new Set(inputs)] };
}

/** Island name → file, read from the registry's `Name: () => import("./File.tsx")` lines. */
async function readRegistry(file: string): Promise<Record<string, string>> {
  const source = await readFile(file, "utf8");
  return Object.fromEntries([...source.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\("\.\/([^"]+)"\)/gm)].map((m) => [m[1]!, m[2]!]));
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
