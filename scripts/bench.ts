// `npm run bench`: times `site build` as whole processes, the way a developer or CI runs it, each
// beside what it is compared with, run after run in turn (the machine is shared: ratios of one run
// mean more than absolute times). Medians of --runs.
//   1. the site as it is, build cache warm, against scripts/bench-baseline.ts (bundle, render, write);
//   2. cold, as CI builds (no .cache/, no dist/), the site plus --scale generated articles (default
//      1000): time and peak memory of the process tree;
//   3. beside it, Astro 5's cold build of the same articles, if ASTRO_BENCH_DIR names the project
//      written by scripts/make-astro-bench.ts.
// With --before <git ref> (a commit, a branch), the generator of that commit (packages/generator/src and bin,
// the site's own code unchanged) builds beside it, warm and cold, in the same rounds: a change's
// before and after on the same machine at the same moment, which a shared machine needs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as esbuild from "esbuild";
import { copyProject, extractAt, PROJECT_ROOT } from "./lib/project-copy.ts";
import { run, type Sample } from "./lib/run-measured.ts";
import { addSyntheticArticles } from "./synthetic-articles.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, scale: { type: "string", default: "1000" }, before: { type: "string" } },
});
const RUNS = Number(values.runs);
const ASTRO_DIR = process.env.ASTRO_BENCH_DIR;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs each contender once per round, in turn (the order alternates), and keeps the medians. */
async function sideBySide(contenders: { label: string; once: () => Promise<Sample> }[]): Promise<Map<string, Sample>> {
  const samples = new Map(contenders.map((c) => [c.label, [] as Sample[]]));
  for (const c of contenders) await c.once(); // warm-up: the disk's caches, not any build cache
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 ? [...contenders].reverse() : contenders;
    for (const c of order) samples.get(c.label)!.push(await c.once());
  }
  return new Map(
    [...samples].map(([label, list]) => [label, { ms: median(list.map((s) => s.ms)), mib: median(list.map((s) => s.mib)) }]),
  );
}

const site = (root: string, out: string, clean: boolean) => async () => {
  // As CI: a fresh checkout has neither the build cache nor a previous output.
  if (clean) for (const dir of [path.join(root, ".cache", "site"), out]) rmSync(dir, { recursive: true, force: true });
  return run(process.execPath, [path.join(root, "bin", "site.js"), "build", "--out", out], root);
};

/*
 * A CI checkout writes its output into folders that were just created. A folder emptied and
 * refilled run after run is another case on this machine's disk (ext4 without a journal): creating
 * files there costs 10 to 15 times as much (perf shows ext4's inode allocator skipping the inodes
 * just deleted), and it hurts whoever writes the most files. So each cold run, the site's and
 * Astro's alike, writes into a new folder, and these are deleted once every run is over; a
 * separate row times the site rebuilding into the folder of its previous run.
 */
const freshFolder = (outs: string) => mkdtempSync(path.join(outs, "run-"));

/** The baseline, compiled once like the CLI is: node runs it without a TypeScript loader. */
async function baseline(root: string, out: string): Promise<() => Promise<Sample>> {
  const file = path.join(root, ".cache", "bench", "baseline.mjs");
  mkdirSync(path.dirname(file), { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(PROJECT_ROOT, "scripts", "bench-baseline.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: file,
    logLevel: "error",
  });
  return () => {
    rmSync(out, { recursive: true, force: true });
    return run(process.execPath, [file, root, out], root);
  };
}

const astro = (dir: string, outs: string) => () => {
  for (const cache of [".astro", path.join("node_modules", ".astro")]) rmSync(path.join(dir, cache), { recursive: true, force: true });
  const out = path.join(freshFolder(outs), "dist");
  return run(process.execPath, [path.join(dir, "node_modules", "astro", "astro.js"), "build", "--outDir", out], dir, {
    ASTRO_TELEMETRY_DISABLED: "1",
  });
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (label: string, sample: Sample, reference?: Sample) =>
  `  ${label.padEnd(46)} ${seconds(sample.ms).padStart(8)} ${`${sample.mib.toFixed(0)} MiB`.padStart(9)}` +
  (reference ? `   ${(sample.ms / reference.ms).toFixed(2)}x the time` : "");

console.log(`site build, whole processes, medians of ${RUNS} runs in turn (node ${process.version}, ${os.availableParallelism()} cores)`);
console.log(`  ${"".padEnd(46)} ${"time".padStart(8)} ${"peak mem".padStart(9)}`);

/** A copy of the project whose generator is the one at git ref `before`. */
async function copyWithGeneratorAt(before: string): Promise<Awaited<ReturnType<typeof copyProject>>> {
  const project = await copyProject();
  for (const dir of ["packages/generator", "bin"]) rmSync(path.join(project.root, dir), { recursive: true, force: true });
  extractAt(before, project.root, ["packages/generator", "bin"]);
  return project;
}

const BEFORE = values.before;
const outs = mkdtempSync(path.join(os.tmpdir(), "site-bench-out-"));
const beforeWarm = BEFORE ? await copyWithGeneratorAt(BEFORE) : undefined;
try {
  const warm = await sideBySide([
    { label: "site", once: site(PROJECT_ROOT, path.join(outs, "site"), false) },
    { label: "baseline", once: await baseline(PROJECT_ROOT, path.join(outs, "baseline")) },
    ...(beforeWarm ? [{ label: "before", once: site(beforeWarm.root, path.join(outs, "before"), false) }] : []),
  ]);
  console.log(row("baseline (bundle, renderToString, write)", warm.get("baseline")!));
  if (warm.has("before")) console.log(row(`generator at ${BEFORE}, build cache warm`, warm.get("before")!, warm.get("baseline")));
  console.log(row("site as it is, build cache warm", warm.get("site")!, warm.get("baseline")));

  const astroReady = ASTRO_DIR && existsSync(path.join(ASTRO_DIR, "node_modules", "astro"));
  for (const count of values.scale.split(",").filter(Boolean).map(Number)) {
    const project = await copyProject();
    const before = BEFORE ? await copyWithGeneratorAt(BEFORE) : undefined;
    try {
      addSyntheticArticles(project.root, count);
      if (before) addSyntheticArticles(before.root, count);
      const astroCount = astroReady ? readdirSync(path.join(ASTRO_DIR, "src", "content", "blog")).length : 0;
      let lastOut = "";
      const fresh = () => {
        lastOut = path.join(freshFolder(outs), "dist");
        return site(project.root, lastOut, true)();
      };
      const contenders = [{ label: "site", once: fresh }];
      if (before) contenders.push({ label: "before", once: () => site(before.root, path.join(freshFolder(outs), "dist"), true)() });
      if (astroReady && astroCount === count) contenders.push({ label: "astro", once: astro(ASTRO_DIR, outs) });
      const cold = await sideBySide(contenders);
      const pages = readdirSync(lastOut, { recursive: true }).filter((f) => String(f).endsWith(".html")).length;
      const files = readdirSync(lastOut, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length;
      if (cold.has("astro")) console.log(row(`Astro 5, cold, ${count} articles, new folder`, cold.get("astro")!));
      if (cold.has("before")) {
        console.log(row(`generator at ${BEFORE}, cold, +${count} articles`, cold.get("before")!, cold.get("astro")));
        if (cold.has("astro")) console.log(`    Astro is ${(cold.get("astro")!.ms / cold.get("before")!.ms).toFixed(1)}x its time`);
      }
      console.log(row(`site, cold (no .cache), +${count} articles, new folder`, cold.get("site")!, cold.get("astro")));
      console.log(`    (${pages} pages, ${files} files with the .br/.gz siblings)`);
      if (cold.has("astro")) console.log(`    Astro is ${(cold.get("astro")!.ms / cold.get("site")!.ms).toFixed(1)}x the site's time`);
      const reused = await sideBySide([{ label: "site", once: site(project.root, path.join(outs, "reused"), true) }]);
      console.log(row(`site, cold, +${count} articles, folder refilled`, reused.get("site")!));
    } finally {
      await project.remove();
      await before?.remove();
    }
  }
  if (!astroReady) {
    console.log(
      "  Astro: not measured. To time Astro 5 beside the site, outside this repository:\n" +
        "    npx tsx --import ./scripts/lib/register-yaml.ts scripts/make-astro-bench.ts /tmp/astro-bench --install\n" +
        "    ASTRO_BENCH_DIR=/tmp/astro-bench npm run bench",
    );
  }
} finally {
  await beforeWarm?.remove();
  // A failed run may leave a build still writing there: its error is the one to show, not this.
  try {
    rmSync(outs, { recursive: true, force: true, maxRetries: 5 });
  } catch {}
}

// This disk: what creating files costs, the floor of any build that writes thousands.
const files = mkdtempSync(path.join(os.tmpdir(), "site-bench-files-"));
const started = performance.now();
execFileSync(process.execPath, ["-e", `const fs=require("fs");for(let i=0;i<3000;i++)fs.writeFileSync(${JSON.stringify(files)}+"/f"+i,"x".repeat(10000))`]);
console.log(`  this disk: creating 3,000 files of 10 kB takes ${seconds(performance.now() - started)}`);
rmSync(files, { recursive: true, force: true });
