import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../src/serve/start-server.ts";
import { addNotes, copyTinySite, LAUNCHER, runLauncher, type TinySiteCopy } from "./helpers/tiny-site.ts";

// The output must never be caught missing, a build killed at any moment must leave a complete
// site, and two builds must take turns. On a copy of the tiny site: what is proved is the
// generator's (its output swap and its lock), whatever site it builds.

/** Enough notes that a build lasts long enough to be killed at many points, swap included. */
const NOTES = 150;

/** Pages every build has, each linking its stylesheet (and the home page its script): the site a visitor could be reading. */
const PAGES = ["index.html", "about/index.html", "notes/note-1/index.html", "notes/first-note/index.html", "404.html"];

let project: TinySiteCopy;
let dist: string;
const runSite = (args: readonly string[]) => runLauncher(project.root, args);

beforeAll(async () => {
  project = copyTinySite();
  addNotes(project.root, NOTES);
  dist = path.join(project.root, "dist");
  const build = await runSite(["build", "--no-compress"]);
  expect(build.code, build.stderr).toBe(0);
});
afterAll(() => project.remove());

/** Changes every page's stylesheet and the home page's script, so each build differs from the last. */
let edits = 0;
function editSources(): void {
  edits++;
  writeFileSync(path.join(project.root, "site", "edit.css"), `body { --edit: ${edits}; }\n`);
  const styles = path.join(project.root, "site", "styles.css");
  const css = readFileSync(styles, "utf8");
  if (!css.includes("edit.css")) writeFileSync(styles, `@import "./edit.css";\n${css}`);
  const client = path.join(project.root, "site", "client.ts");
  writeFileSync(client, `${readFileSync(client, "utf8").replace(/\ndocument\.documentElement\.dataset\.edit = .*\n$/, "\n")}\ndocument.documentElement.dataset.edit = "${edits}";\n`);
}

/** Every page is there and every stylesheet and script it links is there too. */
function expectCompleteSite(): void {
  for (const page of PAGES) {
    const html = readFileSync(path.join(dist, page), "utf8");
    const links = [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map(([, url]) => url!);
    expect(links.length, `${page} links no asset: nothing to find missing`).toBeGreaterThan(0);
    for (const url of links) expect(existsSync(path.join(dist, url)), `${page} links /${url}, which is missing`).toBe(true);
  }
}

const leftovers = () => readdirSync(project.root).filter((name) => name.startsWith(".dist"));

function startBuild() {
  return spawn(process.execPath, [LAUNCHER, "build", "--no-compress"], { cwd: project.root, stdio: "pipe" });
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
    const next = await runSite(["build", "--no-compress"]);
    expect(next.code, next.stderr).toBe(0);
    expectCompleteSite();
    expect(leftovers()).toEqual([]);
    // The kills aimed at the swap landed there at least once (else this test proved less than it says).
    expect(killedInSwap).toBeGreaterThan(0);
  }, 180_000);
});

describe("when another build holds dist/", () => {
  it("a build says it waits, writes nothing meanwhile, and finishes once the lock is released", async () => {
    // The test holds the lock itself (its own, running, process id): two builds started together
    // only sometimes overlap on a busy machine, a held lock always does.
    const lockFile = path.join(project.root, ".dist.lock");
    writeFileSync(lockFile, String(process.pid));
    editSources();
    const before = readFileSync(path.join(dist, "index.html"), "utf8");
    const build = startBuild();
    let output = "";
    build.stdout!.on("data", (chunk: Buffer) => (output += chunk));
    build.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const look = () => (/Another build \(process \d+\) is writing dist\/: waiting for it to finish\./.test(output) ? resolve() : undefined);
      build.stdout!.on("data", look);
      build.stderr!.on("data", look);
      build.on("exit", (code) => reject(new Error(`the build ended (${code}) without waiting:\n${output}`)));
    });
    expect(output).toContain(`process ${process.pid}`);
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe(before);
    expect(leftovers()).toEqual([".dist.lock"]);
    rmSync(lockFile);
    expect(await finished(build), output).toBe(0);
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).not.toBe(before);
    expectCompleteSite();
    expect(leftovers()).toEqual([]);
  });

  it("two builds started together both succeed, one after the other", async () => {
    editSources();
    const [first, second] = await Promise.all([runSite(["build", "--no-compress"]), runSite(["build", "--no-compress"])]);
    expect([first.code, second.code], first.stderr + second.stderr).toEqual([0, 0]);
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
        for (const page of ["/", "/about/", "/notes/note-1/", "/notes/first-note/"]) {
          requests++;
          const response = await fetch(server.url.replace(/\/$/, "") + page);
          await response.arrayBuffer();
          if (response.status !== 200) misses.push(`GET ${page}: ${response.status}`);
        }
      }
    })();
    for (let build = 0; build < 3; build++) {
      editSources();
      const run = await runSite(["build", "--no-compress"]);
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
