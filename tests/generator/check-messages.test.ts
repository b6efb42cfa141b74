import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSite, formatProblems } from "../../packages/generator/src/check/check-site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { useTempDirs } from "../../packages/generator/tests/helpers/temp-dirs.ts";

// What `site check` says besides the problems of the pages: that there is nothing to check, and
// the list of problems itself.
const configFile = path.join(PROJECT_ROOT, ".htmlvalidate.mjs");
const tempDir = useTempDirs("site-check-");

describe("checkSite on a folder that was never built", () => {
  it("rejects, asking for a build", async () => {
    const dir = path.join(await tempDir(), "dist");
    await expect(checkSite({ dir, configFile })).rejects.toThrow(`${dir} does not exist: build the site first`);
  });
});

describe("formatProblems", () => {
  it("prints one line per problem, relative to the working folder, then the count", () => {
    const problems = [{ file: "blog/index.html", line: 12, column: 5, rule: "link-broken", message: "leads nowhere" }];
    expect(formatProblems(problems, path.join(process.cwd(), "dist"))).toBe(
      `${path.join("dist", "blog", "index.html")}:12:5  link-broken  leads nowhere\n1 problem`,
    );
  });
});
