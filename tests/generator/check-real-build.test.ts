import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { checkSite, formatProblems } from "../../src/generator/check/check-site.ts";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { useTempDirs } from "../helpers/temp-dirs.ts";

// The site's own build, at the root and under a base path, passes `site check`: the small sites of
// check.test.ts prove each rule, this proves the pages break none.
const configFile = path.join(PROJECT_ROOT, ".htmlvalidate.mjs");
const tempDir = useTempDirs("site-check-");

describe("the real build", () => {
  const run = promisify(execFile);
  let rootOut = "";
  let subOut = "";

  beforeAll(async () => {
    rootOut = await tempDir();
    subOut = await tempDir();
    // One after the other: the first build may compile the CLI into its cache.
    await run(process.execPath, ["bin/site.js", "build", "--out", rootOut], { cwd: PROJECT_ROOT });
    await run(process.execPath, ["bin/site.js", "build", "--out", subOut, "--base", "/sub/"], { cwd: PROJECT_ROOT });
  });

  it("has no problem", async () => {
    const problems = await checkSite({ dir: rootOut, configFile, origin: SITE.siteUrl });
    expect(formatProblems(problems, rootOut)).toBe("0 problems");
  });

  it("has no problem when built for a base path", async () => {
    const problems = await checkSite({ dir: subOut, base: "/sub/", configFile, origin: SITE.siteUrl });
    expect(formatProblems(problems, subOut)).toBe("0 problems");
  });
});
