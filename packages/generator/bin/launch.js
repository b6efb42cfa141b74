// The `site` command's launcher, for the project a site's own bin/site.js names. Node 20 cannot run
// TypeScript, and a TypeScript loader would slow every start (docs/performance.md, "Loaded late,
// cached or done once"), so the CLI (src/cli.ts and the build code it imports) is compiled by
// esbuild into a cached module, in the project's .cache/site/cli/. The cache is keyed by the
// sources' contents, checked by their sizes and times first as src/input-stamps.ts checks the
// build's inputs: a start with nothing changed compiles nothing, and reads no source unless a
// fresh clone or checkout gave the sources new times. JavaScript, not TypeScript, for the same reason.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { NODE_MODULE } from "../src/esbuild-options.js";

/** This package's folder: the CLI's sources, and the manifest's inputs, are named from it. */
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = join(PACKAGE_DIR, "src");

/**
 * Runs the `site` command (build, serve, check) for the project in `root`, whose package.json
 * gives its version and its layout. Call it first thing: it sets V8's flags before other code loads.
 */
export async function launch(root, argv = process.argv) {
  // V8 optimizes a function once it has run for a budget of its bytecode (--interrupt-budget): at
  // ten times the default only the hottest code (rendering, Markdown) is optimized, which saves
  // CPU and memory on a large build (docs/performance.md, "Launcher flags").
  setFlagsFromString("--interrupt-budget=655360");
  // esbuild's service, a Go process started by the first bundle (this compile's or the build's),
  // takes this process's environment. Go lets a heap grow to twice what is live (GOGC=100); 25
  // keeps the service's peak lower for a few milliseconds of its collector (docs/performance.md,
  // "Launcher flags"). A GOGC the user set is kept.
  process.env.GOGC ??= "25";

  const cacheDir = join(root, ".cache", "site");
  const compiled = { manifest: join(cacheDir, "cli.json"), dir: join(cacheDir, "cli"), entry: join(cacheDir, "cli", "cli.mjs") };
  if (!isFresh(compiled)) {
    await compile(compiled);
    // Read by the build's report of what its cache lacked (src/cache-log.ts).
    globalThis[Symbol.for("site-generator.cliCompiled")] = true;
  }
  const { main } = await import(pathToFileURL(compiled.entry).href);
  await main(root, argv);
}

/** "size:time:hash" of a file, "dir:time:hash" (of its names) of a folder, as src/input-stamps.ts stamps the build's inputs. */
function stampOf(file, stats = statSync(file)) {
  const folder = stats.isDirectory();
  const data = folder ? readdirSync(file).sort().join("\0") : readFileSync(file);
  return `${folder ? "dir" : stats.size}:${Math.floor(stats.mtimeMs)}:${createHash("sha256").update(data).digest("hex").slice(0, 32)}`;
}

/** Whether the compiled CLI is that of the sources as they are; stamped anew when only their times changed. */
function isFresh({ manifest, entry }) {
  try {
    const { inputs } = JSON.parse(readFileSync(manifest, "utf8"));
    statSync(entry);
    const now = {};
    for (const [name, stamp] of Object.entries(inputs)) {
      const file = join(PACKAGE_DIR, name);
      const stats = statSync(file);
      const [kind, time, hash] = stamp.split(":");
      if (!hash || (kind === "dir") !== stats.isDirectory() || (kind !== "dir" && Number(kind) !== stats.size)) return false;
      now[name] = String(Math.floor(stats.mtimeMs)) === time ? stamp : stampOf(file, stats);
      if (now[name].split(":")[2] !== hash) return false;
    }
    if (Object.entries(now).some(([name, stamp]) => inputs[name] !== stamp)) writeAside(manifest, JSON.stringify({ inputs: now }));
    return true;
  } catch {
    return false;
  }
}

/** Written aside then renamed: another process may be starting from the same cache. */
function writeAside(file, data) {
  writeFileSync(`${file}.${process.pid}`, data);
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * The fingerprint of the share cards' drawing code, written into the compiled CLI: it is part of
 * every card's cache key (src/share-cards/card-code.ts, which reads the same files the same way
 * when run from the sources).
 */
function cardCode() {
  const dir = join(SOURCES, "share-cards");
  const files = readdirSync(dir).filter((name) => name.endsWith(".ts")).sort();
  return createHash("sha256").update(files.map((name) => readFileSync(join(dir, name), "utf8")).join("\0")).digest("hex").slice(0, 16);
}

async function compile({ manifest, dir, entry }) {
  const esbuild = await import("esbuild");
  const workersDir = join(SOURCES, "workers");
  const result = await esbuild.build({
    ...NODE_MODULE,
    // The metafile's inputs are then relative to this package, wherever the project is.
    absWorkingDir: PACKAGE_DIR,
    // The generator's own files are named by path; every package is left to node_modules.
    packages: "external",
    // Worker threads' modules are entries of their own: src/workers/<name>.ts is started as
    // new Worker(new URL("./<name>.mjs", import.meta.url)) from the compiled CLI.
    entryPoints: [
      join(SOURCES, "cli.ts"),
      ...readdirSync(workersDir)
        .filter((name) => name.endsWith(".ts"))
        .map((name) => join(workersDir, name)),
    ],
    // Split, so the server's and the checker's dependencies load only with their commands.
    outdir: dir,
    splitting: true,
    entryNames: "[name]",
    chunkNames: "chunk-[hash]",
    outExtension: { ".js": ".mjs" },
    sourcemap: "inline",
    logLevel: "error",
    define: { __CARD_CODE__: JSON.stringify(cardCode()) },
  });
  // The workers' folder too: a worker added there is a new entry.
  const inputs = { "src/workers": stampOf(workersDir) };
  for (const file of Object.keys(result.metafile.inputs)) inputs[file] = stampOf(join(PACKAGE_DIR, file));
  mkdirSync(dir, { recursive: true });
  // Chunks before the entry, the manifest last.
  const files = result.outputFiles.sort((a, b) => (a.path === entry) - (b.path === entry));
  for (const file of files) writeAside(file.path, file.contents);
  writeAside(manifest, JSON.stringify({ inputs }));
}
