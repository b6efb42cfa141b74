import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * What a test process leaves running or on disk for the whole run (tests/helpers/engine/engines.ts,
 * served-build.ts), listed in a file that vitest's global teardown reads once every test process
 * has ended: vitest ends its workers without running their exit handlers, so a browser left to
 * them would outlive the run.
 */
const LIST = "SITE_TEST_LEFT_FOR_TEARDOWN";

type Left = { pid: number; group?: boolean } | { dir: string };

/** Whether this process runs under vitest's global setup below, which gives the run its own folder. */
export function inTestRun(): boolean {
  return process.env[LIST] !== undefined;
}

/**
 * Lists a process (its whole process group if `group`) or a folder for the end of the run. A
 * process is also ended as soon as the test process that started it ends (endWithThisProcess).
 */
export function leaveForTeardown(left: Left): void {
  const file = process.env[LIST];
  // Outside vitest (a script importing a helper), the caller's own process ends what it started.
  if (!file) return;
  appendFileSync(file, `${JSON.stringify(left)}\n`);
  if ("pid" in left) endWithThisProcess(left);
}

/**
 * A browser is of no use once the test process that drives it has ended, and vitest ends one as
 * soon as its queue turns to the other project's files, long before the run's end: an idle
 * Firefox takes 1 to 2 s of CPU a minute. A watcher of its own (GNU tail waits for the test
 * process to end, checking each second) then kills the process or its group.
 */
function endWithThisProcess(left: { pid: number; group?: boolean }): void {
  const target = left.group ? `-${left.pid}` : `${left.pid}`;
  // dash's kill takes a group as -PID, and no "--".
  const watch = `tail --pid=${process.pid} -f /dev/null; kill -9 ${target} 2>/dev/null`;
  spawn("sh", ["-c", watch], { detached: true, stdio: "ignore" }).unref();
}

/** Kills a listed process (its group if `group`) or removes a listed folder, now. */
export function end(left: Left): void {
  if ("dir" in left) return rmSync(left.dir, { recursive: true, force: true });
  try {
    process.kill(left.group ? -left.pid : left.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Set in the run's main process by its first setup: vitest calls the setup once for each project. */
const STARTED = Symbol.for("site-test-run-folder");

/**
 * vitest's globalSetup (vitest.config.ts): starts the list, and gives the run a temporary folder of
 * its own (TMPDIR, which the test processes, the browsers and every program they start inherit);
 * at the end it kills what the list names and removes the folder with all the run left in it. The
 * browsers are killed, not closed, so their profiles (7 MB a Firefox) would otherwise stay in
 * /tmp after every run, as would a test's folder that a failure kept from its own clean-up.
 */
export default function setup(): () => void {
  const started = globalThis as { [STARTED]?: string };
  if (started[STARTED]) return () => undefined;
  const folder = mkdtempSync(path.join(os.tmpdir(), "site-test-run-"));
  started[STARTED] = folder;
  const file = path.join(folder, "left-for-teardown.jsonl");
  process.env[LIST] = file;
  appendFileSync(file, "");
  const before = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) end(JSON.parse(line) as Left);
    rmSync(folder, { recursive: true, force: true });
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    delete started[STARTED];
  };
}
