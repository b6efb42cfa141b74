import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSyntheticArticles } from "../../scripts/synthetic-articles.ts";
import { startServer } from "../../packages/generator/src/serve/start-server.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";

// The output must never be caught missing, a build
// killed at any moment must leave a complete site, and two builds must take turns.

/** Enough articles that a build lasts long enough to be killed at many points, swap included. */
const ARTICLES = 40;

/** Pages both builds have, each pointing to its stylesheet: the site a visitor could be reading. */
const PAGES = ["index.html", "blog/index.html", "signaux-affaires/index.html", "blog/bench-1/index.html", "404.html"];

let project: Awaited<ReturnType<typeof copyProject>>;
let dist: string;

beforeAll(async () => {
  project = await copyProject();
  addSyntheticArticles(project.root, ARTICLES);
  dist = path.join(project.root, "dist");
  const build = await runSite(["build", "--no-compress"], project.root);
  expect(build.code, build.stderr).toBe(0);
});
afterAll(() => project.remove());

/** Changes every page (the stylesheet's hash and a text), so each build differs from the last. */
let edits = 0;
function editSources(): void {
  edits++;
  writeFileSync(path.join(project.root, "styles", "edit.css"), `:root { --edit: ${edits}; }\n`);
  const index = path.join(project.root, "styles", "index.css");
  const css = readFileSync(index, "utf8");
  if (!css.includes("edit.css")) writeFileSync(index, `${css}\n@import "./edit.css";\n`);
}

/** Every page is there and every stylesheet and script it links is there too. */
function expectCompleteSite(): void {
  for (const page of PAGES) {
    const html = readFileSync(path.join(dist, page), "utf8");
    for (const [, url] of html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)) {
      expect(existsSync(path.join(dist, url!)), `${page} links /${url}, which is missing`).toBe(true);
    }
  }
}

const leftovers = () => readdirSync(project.root).filter((name) => name.startsWith(".dist"));

function startBuild() {
  return spawn(process.execPath, ["bin/site.js", "build", "--no-compress"], { cwd: project.root, stdio: "pipe" });
}

function finished(child: ReturnType<typeof spawn>): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

describe("when a build is killed with -9 at many points", () => {
  it("leaves a complete site each time, which the next build tidies", async () => {
    // How long a build lasts here, to spread the kills over all of it.
    const started = performance.now();
    editSources();
    expect(await finished(startBuild())).toBe(0);
    const duration = performance.now() - started;

    let killedInSwap = 0;
    const KILLS = 6;
    for (let kill = 0; kill < KILLS; kill++) {
      editSources();
      const child = startBuild();
      if (kill % 3 === 2) {
        // Aim inside the swap: kill as soon as the new build's manifest is written.
        await new Promise<void>((resolve) => {
          const look = () => {
            const staging = readdirSync(project.root).find((name) => name.startsWith(".dist-next-"));
            if ((staging && existsSync(path.join(project.root, staging, ".site-swap.json"))) || child.exitCode !== null) resolve();
            else setTimeout(look, 1);
          };
          look();
        });
      } else {
        await new Promise((resolve) => setTimeout(resolve, (duration * (kill + 1)) / (KILLS + 1)));
      }
      child.kill("SIGKILL");
      await finished(child);
      if (leftovers().some((name) => existsSync(path.join(project.root, name, ".site-swap.json")))) killedInSwap++;
      expectCompleteSite();
    }

    editSources();
    const next = await runSite(["build", "--no-compress"], project.root);
    expect(next.code, next.stderr).toBe(0);
    expectCompleteSite();
    expect(leftovers()).toEqual([]);
    // The kills aimed at the swap landed there at least once (else this test proved less than it says).
    expect(killedInSwap).toBeGreaterThan(0);
  }, 180_000);
});

describe("when two builds start together", () => {
  it("the second waits for the first, and both succeed", async () => {
    editSources();
    const [first, second] = await Promise.all([runSite(["build", "--no-compress"], project.root), runSite(["build", "--no-compress"], project.root)]);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(first.stdout + first.stderr + second.stdout + second.stderr).toMatch(/Another build \(process \d+\) is writing dist\/: waiting for it to finish\./);
    expectCompleteSite();
    expect(leftovers()).toEqual([]);
  });
});

describe("while the site is rebuilt again and again", () => {
  it("a reader of dist/ and a server of it never find a page missing", async () => {
    const server = await startServer({ dir: dist, port: 0 });
    let reading = true;
    const misses: string[] = [];
    let reads = 0;
    let requests = 0;
    const readLoop = (async () => {
      while (reading) {
        for (const page of PAGES) {
          reads++;
          await readFile(path.join(dist, page)).catch((error: NodeJS.ErrnoException) => misses.push(`read ${page}: ${error.code}`));
        }
      }
    })();
    const requestLoop = (async () => {
      while (reading) {
        for (const page of ["/", "/blog/", "/signaux-affaires/", "/blog/bench-1/"]) {
          requests++;
          const response = await fetch(server.url.replace(/\/$/, "") + page);
          await response.arrayBuffer();
          if (response.status !== 200) misses.push(`GET ${page}: ${response.status}`);
        }
      }
    })();
    for (let build = 0; build < 3; build++) {
      editSources();
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code, run.stderr).toBe(0);
    }
    reading = false;
    await Promise.all([readLoop, requestLoop]);
    await server.close();
    expect(misses).toEqual([]);
    expect(reads).toBeGreaterThan(100);
    expect(requests).toBeGreaterThan(20);
  }, 120_000);
});
