import { cpSync, lutimesSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotTree } from "./helpers/snapshot-tree.ts";
import { copyTinySite, runLauncher, type TinySiteCopy } from "./helpers/tiny-site.ts";
import { useTempDirs } from "./helpers/temp-dirs.ts";

// A CI run restores .cache/ into a fresh clone: another folder, every file's time the time of the
// checkout, no dist/. The build must find there what it made, or it rebuilds as if cold.

/** `from` as a fresh clone given its cache sees it, in `to`: no dist/, every file's time now, node_modules linked as in `from`. */
function cloneWithCache(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (file) => !["dist", "node_modules"].includes(path.relative(from, file)) });
  symlinkSync(readlinkSync(path.join(from, "node_modules")), path.join(to, "node_modules"), "dir");
  const now = new Date();
  for (const name of readdirSync(to, { recursive: true }) as string[]) {
    if (name !== "node_modules") lutimesSync(path.join(to, name), now, now);
  }
  lutimesSync(to, now, now);
}

/** `site build --verbose`'s list of what its cache did not have. */
async function buildRemade(root: string): Promise<string> {
  const run = await runLauncher(root, ["build", "--verbose"]);
  expect(run.code, run.stderr).toBe(0);
  return /^Cache {2}made again: (.*)$/m.exec(run.stdout + run.stderr)?.[1] ?? "(no cache line)";
}

describe("given the tiny site built once, its cache restored into a fresh copy in another folder", () => {
  let first: TinySiteCopy;
  let firstRemade: string;
  const tempDir = useTempDirs("portable-cache-");

  beforeAll(async () => {
    first = copyTinySite();
    firstRemade = await buildRemade(first.root);
  }, 120_000);
  afterAll(() => first?.remove());

  it("the copy's build takes every step from the cache, and writes the same files byte for byte", async () => {
    expect(firstRemade).toContain("server bundle");
    const copy = path.join(await tempDir(), "clone");
    cloneWithCache(first.root, copy);
    expect(await buildRemade(copy)).toBe("nothing");
    expect(snapshotTree(path.join(copy, "dist"))).toEqual(snapshotTree(path.join(first.root, "dist")));
  }, 120_000);

  it("the copy's build makes again what changed in it, even a file changed to one of the same size", async () => {
    const copy = path.join(await tempDir(), "edited");
    cloneWithCache(first.root, copy);
    const styles = path.join(copy, "site", "styles.css");
    writeFileSync(styles, readFileSync(styles, "utf8").replace("max-width: 40rem;", "max-width: 41rem;"));
    const note = path.join(copy, "notes", "first-note.md");
    writeFileSync(note, readFileSync(note, "utf8").replace("# Why notes", "# Why notes, again"));
    const remade = await buildRemade(copy);
    expect(remade).toContain("stylesheets");
    expect(remade).toMatch(/\bnote\b/);
    expect(remade).not.toContain("client bundle");
    const assets = path.join(copy, "dist", "assets");
    const css = readdirSync(assets).filter((name) => name.endsWith(".css")).map((name) => readFileSync(path.join(assets, name), "utf8"));
    expect(css.join("")).toContain("max-width:41rem");
    expect(readFileSync(path.join(copy, "dist", "notes", "first-note", "index.html"), "utf8")).toContain("Why notes, again");
  }, 120_000);
});
