// `npm run bench`: times `site build` as whole processes, the way a developer or CI runs it, each
// beside what it is compared with, run after run in turn (the machine is shared: ratios of one run
// mean more than absolute times). Medians of --runs (default 5), after a warm-up round.
//   1. the site as it is, build cache warm, against scripts/bench-baseline.ts (bundle, render, write);
//   2. cold, as a first CI build (no .cache/, no dist/), the site plus --scale generated articles
//      (default 1000), and in the same rounds:
//      - Astro 5's cold build of the same articles, if ASTRO_BENCH_DIR names the project written by
//        scripts/make-astro-bench.ts; Eleventy 3's, if ELEVENTY_BENCH_DIR names the one written by
//        scripts/make-eleventy-bench.ts (each only when it holds that many articles);
//      - the site as CI builds it: a fresh clone in a new folder, `.cache/site` of an earlier cold
//        build restored, no dist/;
//   3. the site plus --scale-large articles (default 10000; 0 leaves it out), cold, beside the first
//      --scale count again, in --large-runs rounds (default 1, no warm-up: a 10,000-article build
//      takes most of a minute), with the ratio of their times.
// Each goal of the build is printed with whether it is met. Peak memory is that of the whole process
// tree: the sum of each process's peak resident set (VmHWM: node, esbuild's service, Pagefind's
// binary) polled from /proc every 10 ms (scripts/lib/run-measured.ts); peaks reached at different
// moments add up, so it is at most what they held at once.
// With --before <git ref> (a commit, a branch), the generator of that commit (packages/generator/src and bin,
// the site's own code unchanged) builds beside it, warm and cold, in the same rounds: a change's
// before and after on the same machine at the same moment, which a shared machine needs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { astro, baseline, coldSite, eleventy, restoredClone, saveCache, site } from "./lib/bench-builds.ts";
import { type Contender, sideBySide } from "./lib/bench-rounds.ts";
import { header, memoryGoal, ratioGoal, row, seconds } from "./lib/bench-table.ts";
import { copyProject, extractAt, PROJECT_ROOT } from "./lib/project-copy.ts";
import type { Sample } from "./lib/run-measured.ts";
import { addSyntheticArticles } from "./synthetic-articles.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    scale: { type: "string", default: "1000" },
    "scale-large": { type: "string", default: "10000" },
    "large-runs": { type: "string", default: "1" },
    before: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const SCALES = values.scale.split(",").filter(Boolean).map(Number);
const BEFORE = values.before;
// The build's goals (docs/performance.md, Budgets), set at 1,000 and 10,000 articles.
const GOALS = { articles: 1000, ofAstro: 0.3, mib: 300, largeArticles: 10_000, largeMib: 600, ofEleventy: 1 };

/** The bench project in `dir` if its framework is installed there, and how many articles it holds. */
function benchProject(dir: string | undefined, pkg: string, articles: string): { dir: string; count: number } | undefined {
  if (!dir || !existsSync(path.join(dir, "node_modules", pkg))) return undefined;
  return { dir, count: readdirSync(path.join(dir, articles)).filter((file) => file.endsWith(".md")).length };
}
const ASTRO = benchProject(process.env.ASTRO_BENCH_DIR, "astro", "src/content/blog");
const ELEVENTY = benchProject(process.env.ELEVENTY_BENCH_DIR, "@11ty/eleventy", "src/blog");

const load = () => `load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")} (1, 5, 15 min)`;
console.log(`site build, whole processes, medians of ${RUNS} runs in turn (node ${process.version}, ${os.availableParallelism()} cores)`);
console.log(`  at the start: ${load()}`);
console.log(header());

/** A copy of the project whose generator is the one at git ref `before`. */
async function copyWithGeneratorAt(before: string): Promise<Awaited<ReturnType<typeof copyProject>>> {
  const project = await copyProject();
  for (const dir of ["packages/generator", "bin"]) rmSync(path.join(project.root, dir), { recursive: true, force: true });
  extractAt(before, project.root, ["packages/generator", "bin"]);
  return project;
}

async function warmRounds(outs: string): Promise<void> {
  const beforeWarm = BEFORE ? await copyWithGeneratorAt(BEFORE) : undefined;
  try {
    const warm = await sideBySide(
      [
        { label: "site", once: site(PROJECT_ROOT, path.join(outs, "site"), false) },
        { label: "baseline", once: await baseline(PROJECT_ROOT, path.join(outs, "baseline")) },
        ...(beforeWarm ? [{ label: "before", once: site(beforeWarm.root, path.join(outs, "before"), false) }] : []),
      ],
      RUNS,
    );
    console.log(row("baseline (bundle, renderToString, write)", warm.get("baseline")!));
    if (warm.has("before")) console.log(row(`generator at ${BEFORE}, build cache warm`, warm.get("before")!, warm.get("baseline")));
    console.log(row("site as it is, build cache warm", warm.get("site")!, warm.get("baseline")));
  } finally {
    await beforeWarm?.remove();
  }
}

async function coldRounds(count: number, outs: string): Promise<void> {
  const project = await copyProject();
  const before = BEFORE ? await copyWithGeneratorAt(BEFORE) : undefined;
  let clones: ReturnType<typeof restoredClone> | undefined;
  try {
    addSyntheticArticles(project.root, count);
    if (before) addSyntheticArticles(before.root, count);
    const cold = coldSite(project.root, outs);
    // The cache CI restores: an earlier build's of the same sources, in another folder.
    await cold.once();
    clones = restoredClone(saveCache(project.root, outs), count);
    const contenders: Contender[] = [
      { label: "site", once: cold.once },
      { label: "ci", once: clones.once },
    ];
    if (before) contenders.push({ label: "before", once: coldSite(before.root, outs).once });
    if (ASTRO?.count === count) contenders.push({ label: "astro", once: astro(ASTRO.dir, outs) });
    if (ELEVENTY?.count === count) contenders.push({ label: "eleventy", once: eleventy(ELEVENTY.dir, outs) });
    printCold(count, await sideBySide(contenders, RUNS), cold.lastOut());
    const reused = await sideBySide([{ label: "site", once: site(project.root, path.join(outs, "reused"), true) }], RUNS);
    console.log(row(`site, cold, +${count} articles, folder refilled`, reused.get("site")!));
  } finally {
    await Promise.all([project.remove(), before?.remove(), clones?.remove()]);
  }
}

function printCold(count: number, cold: Map<string, Sample>, out: string): void {
  const [siteCold, ci, astroCold, eleventyCold] = ["site", "ci", "astro", "eleventy"].map((label) => cold.get(label));
  const goals = count === GOALS.articles;
  if (astroCold) console.log(row(`Astro 5, cold, ${count} articles, new folder`, astroCold));
  if (eleventyCold) console.log(row(`Eleventy 3, cold, ${count} articles, new folder`, eleventyCold));
  if (cold.has("before")) console.log(row(`generator at ${BEFORE}, cold, +${count} articles`, cold.get("before")!, astroCold));
  console.log(row(`site, cold (no .cache), +${count} articles, new folder`, siteCold!, astroCold));
  const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  console.log(`    (${files.filter((f) => f.name.endsWith(".html")).length} pages, ${files.length} files with the .br/.gz siblings)`);
  if (goals && astroCold) console.log(ratioGoal("site ÷ Astro 5", siteCold!.ms / astroCold.ms, GOALS.ofAstro));
  if (goals) console.log(memoryGoal("site's peak memory", siteCold!.mib, GOALS.mib));
  console.log(row(`site as CI: new clone, .cache restored, no dist`, ci!, eleventyCold));
  if (goals && eleventyCold) console.log(ratioGoal("site as CI ÷ Eleventy 3 cold", ci!.ms / eleventyCold.ms, GOALS.ofEleventy));
}

/** The site with `large` articles beside `reference` articles, cold, in the same rounds. */
async function largeRounds(reference: number, large: number, outs: string): Promise<void> {
  const [small, big] = await Promise.all([copyProject(), copyProject()]);
  try {
    addSyntheticArticles(small.root, reference);
    addSyntheticArticles(big.root, large);
    const contenders = [
      { label: "small", once: coldSite(small.root, outs).once },
      { label: "large", once: coldSite(big.root, outs).once },
    ];
    const result = await sideBySide(contenders, Number(values["large-runs"]), { warmUp: false });
    console.log(row(`site, cold, +${reference} articles, same rounds as:`, result.get("small")!));
    console.log(row(`site, cold, +${large} articles, new folder`, result.get("large")!, result.get("small")));
    // Linear, and a tenth for what grows with the square of a listing's pages or the index.
    console.log(ratioGoal(`+${large} ÷ +${reference}`, result.get("large")!.ms / result.get("small")!.ms, (1.1 * large) / reference));
    if (large === GOALS.largeArticles) console.log(memoryGoal(`peak memory at +${large}`, result.get("large")!.mib, GOALS.largeMib));
  } finally {
    await Promise.all([small.remove(), big.remove()]);
  }
}

const outs = mkdtempSync(path.join(os.tmpdir(), "site-bench-out-"));
try {
  await warmRounds(outs);
  for (const count of SCALES) await coldRounds(count, outs);
  const large = Number(values["scale-large"]);
  if (large > 0) await largeRounds(SCALES[0] ?? GOALS.articles, large, outs);
  const missing = [
    ...(ASTRO ? [] : [["Astro 5", "make-astro-bench.ts /tmp/astro-bench", "ASTRO_BENCH_DIR=/tmp/astro-bench"]]),
    ...(ELEVENTY ? [] : [["Eleventy 3", "make-eleventy-bench.ts /tmp/eleventy-bench", "ELEVENTY_BENCH_DIR=/tmp/eleventy-bench"]]),
  ];
  for (const [name, make, env] of missing) {
    console.log(
      `  ${name}: not measured. To time it beside the site, outside this repository:\n` +
        `    npx tsx --import ./scripts/lib/register-yaml.ts scripts/${make} --install\n` +
        `    ${env} npm run bench`,
    );
  }
} finally {
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
console.log(`  at the end: ${load()}`);
