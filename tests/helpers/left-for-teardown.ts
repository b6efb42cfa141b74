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

/** Lists a process (its whole process group if `group`) or a folder for the end of the run. */
export function leaveForTeardown(left: Left): void {
  const file = process.env[LIST];
  // Outside vitest (a script importing a helper), the caller's own process ends what it started.
  if (file) appendFileSync(file, `${JSON.stringify(left)}\n`);
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

/**
 * vitest's globalSetup (vitest.config.ts): starts the list, and at the end kills and removes what
 * it names. Each project inherits it, so it may run more than once in a run: each list is its own.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(path.join(os.tmpdir(), "site-test-left-"));
  const file = path.join(folder, "list.jsonl");
  process.env[LIST] = file;
  appendFileSync(file, "");
  return () => {
    for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) end(JSON.parse(line) as Left);
    rmSync(folder, { recursive: true, force: true });
  };
}
