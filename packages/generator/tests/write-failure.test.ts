import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotTree } from "./helpers/snapshot-tree.ts";
import { copyTinySite, runLauncher, type RunResult, type TinySiteCopy } from "./helpers/tiny-site.ts";

// `site build` writes its files from a thread of their own (write-thread.ts): a file that cannot
// be written there must fail the build as one written on the main thread would, and leave the
// last output as it was.

describe("given a build one of whose files cannot be written", () => {
  let site: TinySiteCopy;
  let failed: RunResult;
  let before: Record<string, string>;
  const out = () => path.join(site.root, "out");
  // 250 characters and ".txt": a name the disk takes, whose compressed sibling's (".txt.br") it does not.
  const LONG = `${"n".repeat(250)}.txt`;

  beforeAll(async () => {
    site = copyTinySite();
    const first = await runLauncher(site.root, ["build", "--out", out()]);
    expect(first.code, first.stderr).toBe(0);
    before = snapshotTree(out());
    writeFileSync(path.join(site.root, "static", LONG), "Une note assez longue pour être compressée. ".repeat(40));
    failed = await runLauncher(site.root, ["build", "--out", out()]);
  }, 120_000);
  afterAll(() => site?.remove());

  it("should fail, naming the file and why", () => {
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/ENAMETOOLONG/);
    expect(failed.stderr).toContain(LONG);
  });

  it("should leave the last output as it was", () => {
    expect(snapshotTree(out())).toEqual(before);
  });
});
