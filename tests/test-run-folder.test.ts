import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The run's global setup and teardown (tests/helpers/left-for-teardown.ts), played in a process of
// their own as vitest's main process plays them: the setup once for each project, the teardowns at
// the end. A browser killed by the teardown would leave its profile in /tmp after every run.
const SCRIPT = `
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import setup, { leaveForTeardown } from "./tests/helpers/left-for-teardown.ts";
const teardowns = [setup(), setup()];
const folder = os.tmpdir();
const profile = mkdtempSync(path.join(os.tmpdir(), "a-browser-profile-"));
writeFileSync(path.join(profile, "prefs.js"), "");
const child = spawn("sleep", ["60"], { detached: true });
leaveForTeardown({ pid: child.pid, group: true });
const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(signal)));
for (const teardown of teardowns.reverse()) teardown();
console.log(JSON.stringify({ folder, profileLeft: existsSync(profile), folderLeft: existsSync(folder), signal: await exited, tmpAfter: os.tmpdir() }));
`;

describe("a test run", () => {
  it("works in a temporary folder of its own, which its end removes with what the browsers and tests left there, once their processes are killed", () => {
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", SCRIPT], {
      cwd: path.resolve(import.meta.dirname, ".."),
      encoding: "utf8",
      env: { ...process.env, SITE_TEST_LEFT_FOR_TEARDOWN: "", TMPDIR: os.tmpdir() },
    });
    const run = JSON.parse(output.trim().split("\n").at(-1)!) as { folder: string; profileLeft: boolean; folderLeft: boolean; signal: string; tmpAfter: string };
    expect(path.dirname(run.folder)).toBe(os.tmpdir());
    expect(path.basename(run.folder)).toMatch(/^site-test-run-/);
    expect(run).toMatchObject({ profileLeft: false, folderLeft: false, signal: "SIGKILL", tmpAfter: os.tmpdir() });
  });

  it("ends a browser a test process started as soon as that process ends, before the run's end", async () => {
    // The test process: lists a "browser" (a sleep in a group of its own) and exits.
    const file = path.join(os.tmpdir(), `left-${process.pid}.jsonl`);
    const child = `import { spawn } from "node:child_process";
import { leaveForTeardown } from "./tests/helpers/left-for-teardown.ts";
const browser = spawn("sleep", ["60"], { detached: true, stdio: "ignore" });
browser.unref();
leaveForTeardown({ pid: browser.pid, group: true });
console.log(browser.pid);`;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", child], {
      cwd: path.resolve(import.meta.dirname, ".."),
      encoding: "utf8",
      env: { ...process.env, SITE_TEST_LEFT_FOR_TEARDOWN: file },
    });
    const pid = Number(output.trim().split("\n").at(-1));
    // Killed, it may stay a zombie until its new parent (here PID 1) reaps it: not running, all the same.
    const alive = () => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
      } catch {
        return false;
      }
    };
    // The watcher checks each second.
    await expect.poll(alive, { timeout: 10_000, interval: 200 }).toBe(false);
    rmSync(file, { force: true });
  });
});
