import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";
import { linkNodeModules } from "../../scripts/lib/project-copy.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";

// The deploy workflow (deploy/github-actions.yml) restores .cache/site into a fresh clone: another
// folder, every file's time that of the checkout, no dist/. What the cache holds must serve there:
// the compiled CLI, the bundles, the editor's, the cut fonts, photos, share cards, compressed files.

/** `site build --verbose`'s list of what its cache did not have. */
const remade = (run: RunResult) => /^Cache {2}made again: (.*)$/m.exec(run.stdout + run.stderr)?.[1] ?? "(no cache line)";

describe("given this site built once, its cache restored into a fresh clone in another folder", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let clone: string;
  let first: RunResult;
  let second: RunResult;

  beforeAll(async () => {
    project = await copyProject();
    first = await runSite(["build", "--verbose"], project.root);
    // As deep as the project's copy: its node_modules links the project's packages, and esbuild
    // names chunks from their inputs' paths relative to the project, "../../work/…/react".
    clone = await mkdtemp(path.join(os.tmpdir(), "site-clone-"));
    // `cp -r` without -p: every file and folder of the clone has a time of now, as after a checkout.
    const entries = ["bin", "packages", "src", "pages", "styles", "public", "content", "package.json", "tsconfig.json", ".htmlvalidate.mjs", ".cache"];
    await promisify(execFile)("cp", ["-r", ...entries, clone], { cwd: project.root });
    linkNodeModules(clone);
    second = await runSite(["build", "--verbose"], clone);
  }, 300_000);
  afterAll(async () => {
    await project?.remove();
    if (clone) await rm(clone, { recursive: true, force: true });
  });

  it("takes every step from the cache", () => {
    expect(first.code, first.stderr).toBe(0);
    expect(second.code, second.stderr).toBe(0);
    expect(remade(second)).toBe("nothing");
  });

  it("writes the same files, byte for byte", () => {
    expect(snapshotTree(path.join(clone, "dist"))).toEqual(snapshotTree(path.join(project.root, "dist")));
  });
});
