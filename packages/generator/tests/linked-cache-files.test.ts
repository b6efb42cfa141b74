import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTinySite, runLauncher, type TinySiteCopy } from "./helpers/tiny-site.ts";

// `site build` links the files of its own cache into the output (workers/write-worker.ts): the
// cache only ever replaces its files. A file of the project (its public folder) is copied: a tool
// that rewrote the output's file in place must not rewrite the project's.

/** Every file under `dir`, by its inode: [its path relative to `dir`]. */
function filesByInode(dir: string): Map<number, string> {
  const files = new Map<number, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(statSync(file).ino, path.relative(dir, file));
  }
  return files;
}

describe("given a build of a site whose compressed assets come from its cache", () => {
  let site: TinySiteCopy;
  const out = () => path.join(site.root, "out");

  beforeAll(async () => {
    site = copyTinySite();
    // The first build fills the cache; the second, as CI's with the cache restored, takes from it.
    for (let build = 0; build < 2; build++) {
      const run = await runLauncher(site.root, ["build", "--out", out()]);
      expect(run.code, run.stderr).toBe(0);
    }
  }, 120_000);
  afterAll(() => site?.remove());

  it("should link those files into the output, not copy them", () => {
    const cached = filesByInode(path.join(site.root, ".cache", "site"));
    const linked = [...filesByInode(out())].filter(([inode]) => cached.has(inode)).map(([, file]) => file);
    expect(linked.length).toBeGreaterThan(0);
    // The compressed siblings of the assets and of the first pages, kept by content in .cache/site/compressed/.
    for (const file of linked) expect(file).toMatch(/\.(br|gz)$/);
    expect(linked.some((file) => file.startsWith("assets/"))).toBe(true);
  });

  it("should copy the files of the project's public folder", () => {
    const published = filesByInode(path.join(site.root, "static"));
    expect(published.size).toBeGreaterThan(0);
    const output = filesByInode(out());
    for (const [inode, file] of published) expect(output.get(inode), `${file} is linked to the project's own`).toBeUndefined();
    expect([...output.values()]).toEqual(expect.arrayContaining([...published.values()]));
  });
});
