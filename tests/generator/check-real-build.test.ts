import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkSite, formatProblems } from "../../packages/generator/src/check/check-site.ts";
import { SITE } from "../../src/site.ts";
import { projectBuild } from "../helpers/project-build.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

// The site's own build, at the root and under a base path, passes `site check`: the small sites of
// check.test.ts prove each rule, this proves the pages break none.
const configFile = path.join(PROJECT_ROOT, ".htmlvalidate.mjs");

describe("the real build", () => {
  const BASE = "/sous-dossier/";
  let rootOut = "";
  let subOut = "";

  beforeAll(async () => {
    [rootOut, subOut] = await Promise.all([projectBuild(), projectBuild({ base: BASE })]);
  });

  it("has no problem", async () => {
    const problems = await checkSite({ dir: rootOut, configFile, origin: SITE.siteUrl });
    expect(formatProblems(problems, rootOut)).toBe("0 problems");
  });

  it("has no problem when built for a base path", async () => {
    const problems = await checkSite({ dir: subOut, base: BASE, configFile, origin: SITE.siteUrl });
    expect(formatProblems(problems, subOut)).toBe("0 problems");
  });
});
