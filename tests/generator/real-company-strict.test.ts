// The configuration of tests/fixtures/configs/ that stands for a company's own (its values, its
// company file, its customer references) passes the build job of deploy/github-actions.yml, its
// `site` commands run as the workflow writes them (`site build --strict`, then `site check`): every
// placeholder filled, no example left. Run in every test run, so that a placeholder or an example
// the project adds, which a company would have to replace, needs a place in that configuration too.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { applyConfig } from "../../scripts/lib/apply-config.ts";
import { CONTENT_COLLECTIONS } from "../../src/content-registry/collections.ts";
import { copyProject, PROJECT_ROOT } from "../helpers/project-copy.ts";

const FIXTURES = path.join(PROJECT_ROOT, "tests", "fixtures", "configs");
const REPOSITORY = "site-batiscope";
const WORKFLOW = parse(readFileSync(path.join(PROJECT_ROOT, "deploy", "github-actions.yml"), "utf8")) as { jobs: Record<string, { steps: { run?: string }[] }> };
/** The build job's commands of the site's own CLI, the repository's name in place of GitHub's expression. */
const COMMANDS = WORKFLOW.jobs.build!.steps
  .flatMap((step) => (step.run?.startsWith("npx site ") ? [step.run.replace(/\$\{\{\s*github\.event\.repository\.name\s*\}\}/g, REPOSITORY)] : []));

describe("a real company's configuration (real-company), through the deploy workflow's build job", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  const ran: { command: string; output: string; failed: boolean }[] = [];

  beforeAll(async () => {
    project = await copyProject();
    applyConfig(project.root, "real-company");
    for (const command of COMMANDS) {
      const [, , ...args] = command.split(" ");
      const run = spawnSync(path.join(project.root, "bin", "site.js"), args, { cwd: project.root, encoding: "utf8" });
      ran.push({ command, failed: run.status !== 0, output: run.stdout + run.stderr });
      if (run.status !== 0) break;
    }
  }, 300_000);
  afterAll(() => project?.remove());

  it("runs the workflow's `site build --strict`, then `site check`", () => {
    expect(COMMANDS.map((command) => command.split(" ").slice(0, 4).join(" "))).toEqual(["npx site build --strict", "npx site check --base"]);
  });

  it("passes each of them, naming no placeholder and no example", () => {
    for (const { command, output, failed } of ran) {
      expect(output, command).not.toMatch(/--strict:|placeholder|example/i);
      expect(failed, `${command}\n${output}`).toBe(false);
    }
    expect(ran.length).toBe(COMMANDS.length);
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
