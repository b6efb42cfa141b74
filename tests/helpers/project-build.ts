import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inTestRun } from "./left-for-teardown.ts";
import { runSite } from "./run-site.ts";

const builds = new Map<string, Promise<string>>();

/**
 * The project's own build, as `site build` makes it (with `--base` when given), made once for the
 * whole test run and shared by every test process and every file that only reads it: about twenty
 * files read the unchanged project's pages, and a build of their own cost each 2 s of the suite's
 * two cores. A test that writes to its output, builds with other options or checks what the build
 * printed makes its own.
 *
 * The folder is the run's (TMPDIR, removed with it at the end), so a build never outlives the
 * sources it was made from.
 */
export function projectBuild(options: { base?: string } = {}): Promise<string> {
  const key = options.base ?? "/";
  let build = builds.get(key);
  if (!build) {
    if (!inTestRun()) throw new Error("projectBuild() shares a build within a vitest run (vitest.config.ts's global setup), and there is none");
    build = buildOnceInRun(options.base);
    builds.set(key, build);
    build.catch(() => builds.delete(key));
  }
  return build;
}

/**
 * The first process to claim the build (an atomic mkdir) makes it and marks it done; the others
 * wait for that mark, or for its failure, or for its maker to have ended without either.
 */
async function buildOnceInRun(base: string | undefined): Promise<string> {
  const dir = path.join(os.tmpdir(), `site-project-build${base ? base.replace(/[^\w]+/g, "-").replace(/-$/, "") : ""}`);
  const claim = `${dir}.claim`;
  const failed = `${dir}.failed`;
  const done = `${dir}.done`;
  try {
    mkdirSync(claim);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return waitForBuild(dir, claim, done, failed);
  }
  writeFileSync(path.join(claim, "pid"), String(process.pid));
  const run = await runSite(["build", "--out", dir, ...(base ? ["--base", base] : [])]);
  if (run.code !== 0) {
    const message = `the project's build${base ? ` for ${base}` : ""} failed:\n${run.stderr}`;
    writeFileSync(failed, message);
    throw new Error(message);
  }
  writeFileSync(done, "");
  return dir;
}

async function waitForBuild(dir: string, claim: string, done: string, failed: string): Promise<string> {
  for (;;) {
    if (existsSync(done)) return dir;
    if (existsSync(failed)) throw new Error(readFileSync(failed, "utf8"));
    const maker = makerOf(claim);
    if (maker && !alive(maker)) throw new Error(`the test process that was building the project (${maker}) ended before it finished`);
    await sleep(100);
  }
}

/** The claiming process, or 0 in the moment between its claim and its writing its id. */
function makerOf(claim: string): number {
  try {
    return Number(readFileSync(path.join(claim, "pid"), "utf8"));
  } catch {
    return 0;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
