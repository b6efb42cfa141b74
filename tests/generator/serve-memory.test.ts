import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";

// Importing each rebuild's server bundle into the serving process would grow it for good: Node
// never unloads a module (2.5–3.3 MB a rebuild when measured that way).
// Ten rebuilds before the first sample: in runs on a busy machine, RSS still climbed by 15–20 MB
// up to the 10th rebuild and then stayed flat, which a warm-up of five counted as growth
// (1.10–1.11 MB a rebuild, twice in CI-like runs; 0.5–0.7 MB on a quiet one).
const REBUILDS = 30;
const WARM_UP = 10;
/**
 * Growth allowed per rebuild, as the slope of RSS over the rebuilds after the warm-up (one sample
 * after each): the old design grew 2.5–3.3 MB a rebuild. The slope is Theil–Sen's, the median of
 * the slopes between every two samples, not the difference of two samples nor a least-squares fit:
 * a worker's 30–40 MB that the allocator has not handed back yet at one sample, or two, moves it
 * little. Bounded by count, not by time, so a busy machine only makes it slower.
 */
const MAX_MB_PER_REBUILD = 1;

/** Theil–Sen slope of ys over 0, 1, 2…: the median of the pairwise slopes. */
function slope(ys: readonly number[]): number {
  const slopes = ys.flatMap((y, i) => ys.slice(i + 1).map((later, step) => (later - y) / (step + 1)));
  slopes.sort((a, b) => a - b);
  const middle = slopes.length / 2;
  return Number.isInteger(middle) ? (slopes[middle - 1]! + slopes[middle]!) / 2 : slopes[Math.floor(middle)]!;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

describe(`given site serve watching, when the code is edited ${REBUILDS} times`, () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let server: ChildProcess;
  let output = "";
  const rebuilds = () => output.match(/rebuilt \d+ pages/g)?.length ?? 0;
  const waitFor = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (done()) return resolve();
        if (server.exitCode !== null) return reject(new Error(`site serve stopped:\n${output}`));
        setTimeout(check, 20);
      };
      check();
    });

  beforeAll(async () => {
    project = await copyProject();
    server = spawn(process.execPath, ["bin/site.js", "serve", "--port", "0"], { cwd: project.root, env: { ...process.env, NO_COLOR: "1" } });
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    await waitFor(() => output.includes("Serving http"));
  });
  afterAll(async () => {
    server.kill();
    await project.remove();
  });

  it(`grows its memory by less than ${MAX_MB_PER_REBUILD} MB a rebuild after ${WARM_UP} rebuilds`, async () => {
    // An attribute of the 404 page's: a new server bundle each time, and no text changed, so the
    // fonts' cut is reused and a rebuild costs what any code edit does (a text edit re-measures
    // the fallback faces on the site's prose, a third more).
    const file = path.join(project.root, "pages", "404.tsx");
    const original = readFileSync(file, "utf8");
    const anchor = `data-not-found-log=""`;
    expect(original).toContain(anchor);
    const samples: number[] = [];
    for (let edit = 1; edit <= REBUILDS; edit++) {
      writeFileSync(file, original.replace(anchor, `${anchor} data-edit="${edit}"`));
      await waitFor(() => rebuilds() >= edit);
      if (edit >= WARM_UP) samples.push(rssMb(server.pid!));
    }
    expect(output).not.toContain("error");
    const perRebuild = slope(samples);
    console.log(`site serve RSS after rebuilds ${WARM_UP} to ${REBUILDS} (MB): ${samples.map((mb) => mb.toFixed(0)).join(" ")}; ${perRebuild.toFixed(2)} MB a rebuild`);
    expect(perRebuild).toBeLessThan(MAX_MB_PER_REBUILD);
  }, 600_000);
});
