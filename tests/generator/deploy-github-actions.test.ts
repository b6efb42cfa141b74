import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

// The GitHub Actions sample of deploy/ runs only on GitHub, never in CI: these checks of what it
// says are what keeps it right; real-company-strict.test.ts runs its build job's `site` commands
// (docs/deploy.md, "The sample workflow": how each job's steps are known to pass).

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  "runs-on"?: string;
  container?: { image: string; options?: string };
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");
const WORKFLOW_TEXT = read("deploy/github-actions.yml");
const WORKFLOW = parse(WORKFLOW_TEXT) as Workflow;
const INSTALL = "bash deploy/install-test-packages.sh";
const PACKAGES = execFileSync("bash", [path.join(PROJECT_ROOT, "deploy/install-test-packages.sh"), "--list"], { encoding: "utf8" }).trim().split("\n");

/** The commented-out alternative job `name` (Netlify's), uncommented and parsed as the job it would be. */
function commentedJob(name: string): Job {
  const lines = WORKFLOW_TEXT.split("\n");
  const start = lines.indexOf(`  # ${name}:`);
  expect(start, `a commented job "${name}"`).toBeGreaterThan(-1);
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("  #   ") && !line.startsWith("  #     "));
  const text = lines.slice(start, end).map((line) => line.replace(/^ {2}# ?/, "")).join("\n");
  return (parse(text) as Record<string, Job>)[name]!;
}

const steps = (job: Job) => job.steps ?? [];
const runs = (job: Job) => steps(job).map((step) => step.run ?? "");
const indexOfRun = (job: Job, pattern: RegExp) => runs(job).findIndex((run) => pattern.test(run));
const indexOfUse = (job: Job, action: string) => steps(job).findIndex((step) => step.uses?.startsWith(`${action}@`));
const needs = (job: Job) => [job.needs ?? []].flat();
const notOnPullRequests = (condition: string | undefined) => condition?.replace(/\s+/g, " ") === "github.event_name != 'pull_request'";
const JOBS = Object.entries(WORKFLOW.jobs);

describe("deploy/github-actions.yml", () => {
  it("runs on pushes to main and on pull requests to main, which it tests and builds but never publishes", () => {
    expect(WORKFLOW.on).toMatchObject({ push: { branches: ["main"] }, pull_request: { branches: ["main"] } });
    expect(Object.keys(WORKFLOW.jobs)).toEqual(["test", "build", "deploy"]);
  });

  describe("given the packages .ci/run installs for `npm test`", () => {
    const testing = JOBS.filter(([, job]) => runs(job).some((run) => /\bnpm test\b/.test(run)));

    it("runs `npm test` in one job", () => {
      expect(testing.map(([name]) => name)).toEqual(["test"]);
    });

    it.each(testing)("installs them in job %s with the same script, after checkout and before npm ci and npm test", (_, job) => {
      const install = indexOfRun(job, new RegExp(`^${INSTALL}$`));
      expect(install).toBeGreaterThan(indexOfUse(job, "actions/checkout"));
      expect(indexOfUse(job, "actions/checkout")).toBe(0);
      expect(indexOfRun(job, /^npm ci\b/)).toBeGreaterThan(install);
      expect(indexOfRun(job, /^npm test$/)).toBeGreaterThan(indexOfRun(job, /^npm ci\b/));
    });

    it.each(testing)("runs job %s in Debian bookworm, whose names the script installs, with room for the browsers' shared memory", (_, job) => {
      expect(job.container?.image).toMatch(/^node:\d+-bookworm$/);
      expect(job.container?.options).toMatch(/--shm-size=[1-9]\d*g\b/);
    });

    it.each(testing)("lets git read the checkout in job %s, which the container's root does not own", (_, job) => {
      const safe = indexOfRun(job, /^git config --global --add safe\.directory "\$GITHUB_WORKSPACE"$/);
      expect(safe).toBeGreaterThan(indexOfUse(job, "actions/checkout"));
      expect(safe).toBeLessThan(indexOfRun(job, /^npm test$/));
    });

    it("names every one of them in any step that installs packages itself", () => {
      const installers = JOBS.flatMap(([, job]) => runs(job)).filter((run) => /apt-get install|apt install/.test(run));
      for (const run of installers) expect(run.split(/\s+/)).toEqual(expect.arrayContaining(PACKAGES));
    });

    it("builds with the Node the tests ran on", () => {
      const major = WORKFLOW.jobs.test!.container!.image.match(/^node:(\d+)-/)![1];
      const setup = steps(WORKFLOW.jobs.build!).find((step) => step.uses?.startsWith("actions/setup-node@"));
      expect(String(setup?.with?.["node-version"])).toBe(major);
    });
  });

  describe.each([
    ["build", WORKFLOW.jobs.build!],
    ["netlify (commented)", commentedJob("netlify")],
  ])("the job %s", (_, job) => {
    it("waits for the tests", () => {
      expect(needs(job)).toContain("test");
    });

    it("restores .cache/site before building, under a key of no absolute path that the restore keys are prefixes of", () => {
      const index = steps(job).findIndex((step) => step.uses?.startsWith("actions/cache@") && step.with?.path === ".cache/site");
      expect(index).toBeGreaterThan(-1);
      expect(index).toBeLessThan(indexOfRun(job, /^npx site build /));
      const { key, "restore-keys": restoreKeys } = steps(job)[index]!.with as { key: string; "restore-keys": string };
      expect(key).not.toMatch(/(^|[\s-])\/|github\.workspace|runner\.(temp|tool_cache)|env\.HOME|~/);
      // A new commit saves a new entry (the cache is read-only once saved) and starts from the latest one.
      expect(key).toContain("${{ github.sha }}");
      const prefixes = restoreKeys.trim().split("\n").map((line) => line.trim());
      expect(prefixes.length).toBeGreaterThan(0);
      for (const prefix of prefixes) expect(key.startsWith(prefix), prefix).toBe(true);
    });

    it("builds with --strict, then checks", () => {
      const build = indexOfRun(job, /^npx site build --strict\b/);
      expect(build).toBeGreaterThan(indexOfRun(job, /^npm ci\b/));
      expect(indexOfRun(job, /^npx site check\b/)).toBeGreaterThan(build);
    });

    it("checks with the --base it builds with", () => {
      const base = (pattern: RegExp) => runs(job).find((run) => pattern.test(run))?.match(/--base (\S+)/)?.[1];
      expect(base(/^npx site check\b/)).toBe(base(/^npx site build\b/));
    });

    it("publishes nothing from a pull request", () => {
      const publishing = steps(job).filter((step) => /upload-pages-artifact|deploy-pages/.test(step.uses ?? "") || /\bdeploy\b/.test(step.run ?? ""));
      for (const step of publishing) expect(notOnPullRequests(step.if) || notOnPullRequests(job.if), JSON.stringify(step)).toBe(true);
    });
  });

  it("uploads dist for Pages after checking it, and deploys it in a job of its own, never from a pull request", () => {
    const build = WORKFLOW.jobs.build!;
    const upload = indexOfUse(build, "actions/upload-pages-artifact");
    expect(upload).toBeGreaterThan(indexOfRun(build, /^npx site check\b/));
    expect(steps(build)[upload]?.with?.path).toBe("dist");
    expect(notOnPullRequests(steps(build)[upload]?.if)).toBe(true);
    const deploy = WORKFLOW.jobs.deploy!;
    expect(needs(deploy)).toEqual(["build"]);
    expect(notOnPullRequests(deploy.if)).toBe(true);
    expect(indexOfUse(deploy, "actions/deploy-pages")).toBeGreaterThan(-1);
  });

  it("lets only the deploy job write to Pages", () => {
    expect(WORKFLOW.permissions).toEqual({ contents: "read" });
    for (const [name, job] of JOBS) {
      if (name === "deploy") expect(job.permissions).toEqual({ pages: "write", "id-token": "write" });
      else expect(job.permissions, name).toBeUndefined();
    }
  });
});

describe("deploy/install-test-packages.sh", () => {
  it("is what .ci/run installs with, before `npm test`", () => {
    const ci = read(".ci/run").split("\n");
    const install = ci.indexOf(INSTALL);
    expect(install).toBeGreaterThan(-1);
    expect(ci.indexOf("npm test")).toBeGreaterThan(install);
    expect(ci.join("\n")).not.toMatch(/apt-get install/);
  });

  it("lists every package the README and the tests' messages tell to install", () => {
    const files = ["README.md", ...["tests", "scripts/lib"].flatMap((dir) =>
      (execFileSync("git", ["ls-files", dir], { cwd: PROJECT_ROOT, encoding: "utf8" }).trim().split("\n")).filter((file) => /\.(ts|py)$/.test(file)))];
    const named = files.flatMap((file) =>
      [...read(file).replaceAll("\\\n", " ").matchAll(/apt-get install -y ((?:[a-z0-9][a-z0-9.+-]* ?)+)/g)].flatMap((match) => match[1]!.trim().split(" ")),
    );
    expect(named).toContain("firefox-esr");
    expect([...new Set(named)].filter((name) => !PACKAGES.includes(name))).toEqual([]);
  });

  it("given a machine that is not Debian and lacks some, names them and the machine instead of asking apt for names it lacks", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "os-release-"));
    try {
      writeFileSync(path.join(dir, "os-release"), "ID=ubuntu\nVERSION_ID=24.04\n");
      // No PATH: the programs it looks for by name (chromium, java, git…) are missing.
      const run = spawnSync("/bin/bash", [path.join(PROJECT_ROOT, "deploy/install-test-packages.sh")], {
        env: { PATH: dir, OS_RELEASE: path.join(dir, "os-release") },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/missing chromium .*default-jre-headless.*; these are Debian's package names and this machine is "ubuntu"/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
