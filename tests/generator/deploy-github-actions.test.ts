import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

// The GitHub Actions sample of deploy/ runs only on GitHub, never in CI: these checks of its text
// are what keeps it right.
const read = (name: string) => readFile(path.join(PROJECT_ROOT, "deploy", name), "utf8");

describe("deploy/github-actions.yml", () => {
  let active: string;

  beforeAll(async () => {
    // Commented alternatives (Netlify, S3) must not satisfy the checks of the active jobs.
    active = (await read("github-actions.yml"))
      .split("\n")
      .filter((line) => !line.trim().startsWith("#"))
      .join("\n");
  });

  it("installs, tests, builds, checks and uploads dist, in that order", () => {
    const steps = ["npm ci", "npm test", "npx site build --strict", "npx site check", "actions/upload-pages-artifact@", "actions/deploy-pages@"];
    const positions = steps.map((step) => active.indexOf(step));
    steps.forEach((step, i) => expect(positions[i], step).toBeGreaterThan(-1));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(active).toMatch(/upload-pages-artifact@v\d+\s+with:\s+path: dist\s*$/m);
  });

  it("uses Node 22 with the npm cache", () => {
    expect(active).toMatch(/node-version: 22\s+cache: npm/);
  });

  it("checks with the --base it builds with", () => {
    const built = active.match(/site build [^\n]*--base ([^\n]+)$/m)?.[1];
    const checked = active.match(/site check [^\n]*--base ([^\n]+)$/m)?.[1];
    expect(built).toBe("/${{ github.event.repository.name }}/");
    expect(checked).toBe(built);
  });

  it("lets only the deploy job write to Pages", () => {
    expect(active).toMatch(/^permissions:\s+contents: read$/m);
    expect(active).toMatch(/pages: write\s+id-token: write/);
  });
});
