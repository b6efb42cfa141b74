// `npm run bench`: times `site build` as a whole process, the way a developer or CI runs it.
//   npm run bench                  the site as it is: median of several cold processes
//   npm run bench -- --scale 100,1000   the same with N generated Markdown articles added to a copy
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { copyProject, PROJECT_ROOT } from "../tests/helpers/project-copy.ts";
import { addSyntheticArticles } from "./synthetic-articles.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "7" }, scale: { type: "string", default: "" } },
});
const RUNS = Number(values.runs);

function timeBuild(root: string, out: string, clearCache: boolean, extra: string[] = []): number {
  if (clearCache) rmSync(path.join(root, ".cache", "site"), { recursive: true, force: true });
  const started = performance.now();
  execFileSync(process.execPath, [path.join(root, "bin", "site.js"), "build", "--out", out, ...extra], { cwd: root, stdio: "ignore" });
  return performance.now() - started;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function measure(root: string, clearCache: boolean, extra: string[] = []): number {
  const out = mkdtempSync(path.join(os.tmpdir(), "site-bench-out-"));
  timeBuild(root, out, false, extra); // one warm-up: disk caches, not our build cache
  const samples = Array.from({ length: RUNS }, () => timeBuild(root, out, clearCache, extra));
  rmSync(out, { recursive: true, force: true });
  return median(samples);
}

async function withExtraArticles(count: number, extra: string[] = []): Promise<number> {
  const project = await copyProject();
  try {
    addSyntheticArticles(project.root, count);
    return measure(project.root, false, extra);
  } finally {
    await project.remove();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
console.log(`site build, whole process, median of ${RUNS} runs (node ${process.version}, ${os.cpus().length} cores)`);
console.log(`  site as it is, build cache warm   ${seconds(measure(PROJECT_ROOT, false))}`);
console.log(`  site as it is, build cache empty  ${seconds(measure(PROJECT_ROOT, true))}`);
if (values.scale) {
  // Every page is three files (.html, .br, .gz) unless --no-compress; on a slow disk creating
  // files is most of the time, so both are shown.
  for (const extra of [[], ["--no-compress"]]) {
    const label = extra.length ? "without .br/.gz siblings (--no-compress)" : "with .br/.gz siblings (default)";
    const base = await withExtraArticles(0, extra);
    console.log(`  ${label}: copy of the site, no extra article  ${seconds(base)}`);
    for (const count of values.scale.split(",").map(Number)) {
      const total = await withExtraArticles(count, extra);
      const perArticle = (total - base) / count;
      console.log(`    + ${String(count).padStart(5)} Markdown articles  ${seconds(total)}  (${perArticle.toFixed(2)} ms per article)`);
    }
  }
  const files = mkdtempSync(path.join(os.tmpdir(), "site-bench-files-"));
  const started = performance.now();
  for (let i = 0; i < 3000; i++) writeFileSync(path.join(files, `f${i}`), "x".repeat(10_000));
  console.log(`  this disk: creating 3,000 files of 10 kB takes ${seconds(performance.now() - started)}`);
  rmSync(files, { recursive: true, force: true });
}
