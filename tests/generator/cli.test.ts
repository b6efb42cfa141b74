import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";

describe("site command line", () => {
  it("prints its version with --version", async () => {
    const { version } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8"));
    const run = await runSite(["--version"]);
    expect(run.stdout.trim()).toBe(version);
  });

  it("lists its three commands with --help", async () => {
    const run = await runSite(["--help"]);
    expect(run.code).toBe(0);
    for (const command of ["build", "serve", "check"]) expect(run.stdout).toMatch(new RegExp(`^  ${command}\\b`, "m"));
  });

  it.each([
    ["build", ["--out", "--base", "--verbose", "--strict", "--dev", "--today"]],
    ["serve", ["--port", "--host", "--no-watch", "--out", "--base", "--today"]],
    ["check", ["--out", "--base"]],
  ])("documents the options of `site %s --help`", async (command, options) => {
    const run = await runSite([command, "--help"]);
    expect(run.code).toBe(0);
    for (const option of options) expect(run.stdout).toContain(option);
  });

  it("refuses an unknown command with a clear message", async () => {
    const run = await runSite(["deploy"]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("unknown command 'deploy'");
  });

  it("refuses a port that is not one", async () => {
    const run = await runSite(["serve", "--port", "99999"]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("expected a port number between 0 and 65535");
  });

  // A day the calendar lacks would be read as another one (2026-02-30 as March 2).
  it.each(["2026-02-30", "30/01/2026", "2026-1-5"])("refuses --today %s, which is no day written YYYY-MM-DD", async (day) => {
    const run = await runSite(["build", "--today", day]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("expected a day written YYYY-MM-DD");
  });
});
