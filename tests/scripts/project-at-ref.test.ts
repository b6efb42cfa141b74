import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyProject, copyProjectAt, PROJECT_ROOT } from "../../scripts/lib/project-copy.ts";

// `npm run lighthouse -- --before <ref>` builds the site as committed at a ref, beside the current one.

const git = (...args: string[]) => execFileSync("git", args, { cwd: PROJECT_ROOT, encoding: "utf8" }).trim();

describe("a copy of the project at a git ref", () => {
  it("holds the tracked files as committed at that ref, with node_modules linked, and goes when removed", async () => {
    // HEAD: a shallow clone (CI's may be one) has no other commit.
    const ref = git("rev-parse", "HEAD");
    const project = await copyProjectAt(ref);
    try {
      expect(readFileSync(path.join(project.root, "package.json"), "utf8")).toBe(git("show", `${ref}:package.json`) + "\n");
      expect(readFileSync(path.join(project.root, "src/site.ts"), "utf8")).toBe(git("show", `${ref}:src/site.ts`) + "\n");
      expect(existsSync(path.join(project.root, "node_modules", "react"))).toBe(true);
      expect(existsSync(path.join(project.root, "dist"))).toBe(false);
    } finally {
      await project.remove();
    }
    expect(existsSync(project.root)).toBe(false);
  });

  it("leads the copy's site to the copy's own generator, the other packages to the project's", async () => {
    // Linked whole, node_modules led a copy to the project's packages/generator: a test changing
    // the generator in its copy would have built with the project's.
    const project = await copyProject();
    try {
      expect(realpathSync(path.join(project.root, "node_modules", "site-generator"))).toBe(realpathSync(path.join(project.root, "packages", "generator")));
      expect(realpathSync(path.join(project.root, "node_modules", "react"))).toBe(realpathSync(path.join(PROJECT_ROOT, "node_modules", "react")));
    } finally {
      await project.remove();
    }
  });

  it("refuses a ref the repository does not have, naming it", async () => {
    await expect(copyProjectAt("no-such-branch")).rejects.toThrow(/"no-such-branch" is not a commit of this repository/);
  });
});
