// The configuration of tests/fixtures/configs/ that stands for a company's own (its values, its
// company file, its customer references) is what `site build --strict`, the deploy workflow's
// build, must accept: every placeholder filled and no example left. Built here in every run, so
// that a placeholder or an example the project adds, which a real company would have to replace,
// is seen to need a place in that configuration too.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyConfig } from "../../scripts/lib/apply-config.ts";
import { CONTENT_COLLECTIONS } from "../../src/content-registry/collections.ts";
import { copyProject, PROJECT_ROOT } from "../helpers/project-copy.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";

const FIXTURES = path.join(PROJECT_ROOT, "tests", "fixtures", "configs");

describe("a real company's configuration (real-company)", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let run: RunResult;

  beforeAll(async () => {
    project = await copyProject();
    applyConfig(project.root, "real-company");
    run = await runSite(["build", "--strict"], project.root);
  }, 300_000);
  afterAll(() => project?.remove());

  it("builds with --strict, naming no placeholder and no example", () => {
    expect(run.stderr).not.toMatch(/--strict:|placeholder|example/i);
    expect(run.code).toBe(0);
  });

  it("publishes the company's own references, not the examples the project ships", () => {
    const { folder } = CONTENT_COLLECTIONS.references;
    const slugs = (root: string) => readdirSync(path.join(root, folder)).filter((name) => name.endsWith(".md")).map((name) => name.replace(/\.md$/, ""));
    const own = slugs(path.join(FIXTURES, "real-company"));
    expect(own.length).toBeGreaterThan(0);
    expect(slugs(project.root)).toEqual(own);
    for (const slug of own) expect(existsSync(path.join(project.root, "dist", "references", slug, "index.html"))).toBe(true);
    for (const slug of slugs(PROJECT_ROOT).filter((slug) => !own.includes(slug))) expect(existsSync(path.join(project.root, "dist", "references", slug))).toBe(false);
  });
});
