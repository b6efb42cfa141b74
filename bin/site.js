#!/usr/bin/env node
// Node 20 cannot run TypeScript, and a TypeScript loader would slow every start (docs/performance.md,
// "Loaded late, cached or done once"), so the CLI (packages/generator/src/cli.ts and the build code it imports) is
// compiled by esbuild into a cached module.
// The cache is keyed by the sources' sizes and times: a start with nothing changed compiles nothing.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { NODE_MODULE } from "../packages/generator/src/esbuild-options.js";

// V8 optimizes a function once it has run for a budget of its bytecode (--interrupt-budget): at
// ten times the default only the hottest code (rendering, Markdown) is optimized, which saves CPU
// and memory on a large build (docs/performance.md, "Launcher flags"). Set before any other code loads.
setFlagsFromString("--interrupt-budget=655360");

// esbuild's service, a Go process started by the first bundle (this compile's or the build's), takes
// this process's environment. Go lets a heap grow to twice what is live (GOGC=100); 25 keeps the
// service's peak lower for a few milliseconds of its collector (docs/performance.md, "Launcher
// flags"). A GOGC the user set is kept.
process.env.GOGC ??= "25";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = join(root, ".cache", "site");
const manifestFile = join(cacheDir, "cli.json");
const outDir = join(cacheDir, "cli");
const outFile = join(outDir, "cli.mjs");

/** Size and time to the whole millisecond, as packages/generator/src/input-stamps.ts stamps the build's inputs. */
function stampOf(stats) {
  return `${stats.size}:${Math.floor(stats.mtimeMs)}`;
}

function isFresh() {
  try {
    const { inputs } = JSON.parse(readFileSync(manifestFile, "utf8"));
    statSync(outFile);
    return Object.entries(inputs).every(([file, stamp]) => {
      const stats = statSync(join(root, file));
      return stampOf(stats) === stamp;
    });
  } catch {
    return false;
  }
}

/**
 * The fingerprint of the share cards' drawing code, written into the compiled CLI: it is part of
 * every card's cache key (packages/generator/src/share-cards/card-code.ts, which reads the same files the
 * same way when run from the sources).
 */
function cardCode() {
  const dir = join(root, "packages", "generator", "src", "share-cards");
  const files = readdirSync(dir).filter((name) => name.endsWith(".ts")).sort();
  return createHash("sha256").update(files.map((name) => readFileSync(join(dir, name), "utf8")).join("\0")).digest("hex").slice(0, 16);
}

if (!isFresh()) {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    ...NODE_MODULE,
    // The generator's own files are named by path; every package is left to node_modules.
    packages: "external",
    // Worker threads' modules are entries of their own: packages/generator/src/workers/<name>.ts is started as
    // new Worker(new URL("./<name>.mjs", import.meta.url)) from the compiled CLI.
    entryPoints: [
      join(root, "packages", "generator", "src", "cli.ts"),
      ...readdirSync(join(root, "packages", "generator", "src", "workers"))
        .filter((name) => name.endsWith(".ts"))
        .map((name) => join(root, "packages", "generator", "src", "workers", name)),
    ],
    // Split, so the server's and the checker's dependencies load only with their commands.
    outdir: outDir,
    splitting: true,
    entryNames: "[name]",
    chunkNames: "chunk-[hash]",
    outExtension: { ".js": ".mjs" },
    sourcemap: "inline",
    logLevel: "error",
    define: { __CARD_CODE__: JSON.stringify(cardCode()) },
  });
  // The workers' folder too: a worker added there is a new entry.
  const workers = statSync(join(root, "packages", "generator", "src", "workers"));
  const inputs = { "packages/generator/src/workers": stampOf(workers) };
  for (const file of Object.keys(result.metafile.inputs)) {
    const stats = statSync(join(process.cwd(), file));
    inputs[join(process.cwd(), file).slice(root.length + 1)] = stampOf(stats);
  }
  mkdirSync(outDir, { recursive: true });
  // Written aside then renamed, chunks before the entry: another process may be starting from
  // the same cache.
  const files = result.outputFiles.sort((a, b) => (a.path === outFile) - (b.path === outFile));
  for (const file of files) {
    writeFileSync(`${file.path}.${process.pid}`, file.contents);
    renameSync(`${file.path}.${process.pid}`, file.path);
  }
  writeFileSync(`${manifestFile}.${process.pid}`, JSON.stringify({ inputs }));
  renameSync(`${manifestFile}.${process.pid}`, manifestFile);
}

const { main } = await import(pathToFileURL(outFile).href);
await main(root);
