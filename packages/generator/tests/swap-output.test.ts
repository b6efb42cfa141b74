import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import * as fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Every rename of the swap goes through this, so a test can make the Nth one "crash".
let renamesLeft = Infinity;
vi.mock("node:fs/promises", async (original) => {
  const actual = await original<typeof fs>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (renamesLeft-- <= 0) throw new Error("simulated crash");
      return actual.rename(from, to);
    },
  };
});
const { recoverInterruptedSwaps, swapIn } = await import("../src/swap-output.ts");

// The old build and the new one: a page kept, a page added, a page removed, a folder that
// becomes a file, assets renamed by their hash.
const OLD: Record<string, string> = {
  "index.html": "old home <link href=/assets/site-OLD.css>",
  "index.html.br": "old home br",
  "blog/index.html": "old blog",
  "blog/retire/index.html": "an article the new build no longer has",
  "guide/index.html": "a folder that becomes a file",
  "assets/site-OLD.css": "old css",
  "404.html": "old 404",
};
const NEW: Record<string, string> = {
  "index.html": "new home <link href=/assets/site-NEW.css>",
  "index.html.br": "new home br",
  "blog/index.html": "new blog",
  "blog/nouveau/index.html": "a new article",
  guide: "now a file",
  "assets/site-NEW.css": "new css",
  "404.html": "new 404",
};

async function writeTree(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

async function readTree(dir: string): Promise<Record<string, string>> {
  const tree: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    tree[path.relative(dir, full).split(path.sep).join("/")] = await readFile(full, "utf8");
  }
  return tree;
}

describe("swapping a new build into the output", () => {
  let root: string;
  let dist: string;
  let staging: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "site-swap-"));
    dist = path.join(root, "dist");
    staging = path.join(root, ".dist-next-test");
    await writeTree(dist, OLD);
    await writeTree(staging, NEW);
    renamesLeft = Infinity;
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("leaves exactly the new build, and nothing beside it", async () => {
    await swapIn(staging, dist, Object.keys(NEW));
    expect(await readTree(dist)).toEqual(NEW);
    expect(await readdir(root)).toEqual(["dist"]);
  });

  // One case per rename of the swap (the manifest's, then each file's): a crash before the first,
  // between any two, after the last.
  const renameCount = 1 + Object.keys(NEW).length;
  it.each(Array.from({ length: renameCount + 1 }, (_, index) => index))(
    "when the process dies after %i renames, no page is missing and the next run finishes the swap",
    async (renames) => {
      renamesLeft = renames;
      await swapIn(staging, dist, Object.keys(NEW)).catch(() => undefined);
      renamesLeft = Infinity;

      const crashed = await readTree(dist);
      // Every page of both builds is there, as the old file or the new one.
      for (const page of ["index.html", "blog/index.html", "404.html"]) expect([OLD[page], NEW[page]]).toContain(crashed[page]);
      // A new page never points to a stylesheet that is not there yet.
      if (crashed["index.html"] === NEW["index.html"]) expect(crashed["assets/site-NEW.css"]).toBe(NEW["assets/site-NEW.css"]);
      if (crashed["index.html"] === OLD["index.html"]) expect(crashed["assets/site-OLD.css"]).toBe(OLD["assets/site-OLD.css"]);

      await recoverInterruptedSwaps(dist);
      // Before its manifest is in place the swap has not begun: the old build stays, whole.
      expect(await readTree(dist)).toEqual(renames === 0 ? OLD : NEW);
      expect(await readdir(root)).toEqual(["dist"]);
    },
  );

  it("deletes a staging folder whose build never finished, leaving the output as it was", async () => {
    await recoverInterruptedSwaps(dist);
    expect(await readTree(dist)).toEqual(OLD);
    expect(await readdir(root)).toEqual(["dist"]);
  });

  it("moves the whole folder when there was no output yet", async () => {
    await rm(dist, { recursive: true });
    await swapIn(staging, dist, Object.keys(NEW));
    expect(await readTree(dist)).toEqual(NEW);
  });

  // `site serve`'s rebuilds move in only what changed and name the files they leave in place.
  describe("with files of the old build kept (site serve's rebuild)", () => {
    const KEPT = ["blog/index.html", "404.html"];
    const MOVED = Object.keys(NEW).filter((file) => !KEPT.includes(file));
    const EXPECTED = { ...NEW, ...Object.fromEntries(KEPT.map((file) => [file, OLD[file]!])) };
    beforeEach(() => Promise.all(KEPT.map((file) => rm(path.join(staging, file)))));

    it("keeps them as they were, moves the others in and deletes the rest", async () => {
      await swapIn(staging, dist, MOVED, KEPT);
      expect(await readTree(dist)).toEqual(EXPECTED);
    });

    it("deletes, of the old build's files it is given, those the new one has not, and their empty folders", async () => {
      await swapIn(staging, dist, MOVED, KEPT, Object.keys(OLD));
      expect(await readTree(dist)).toEqual(EXPECTED);
      expect(await readdir(path.join(dist, "blog"))).toEqual(["index.html", "nouveau"]);
    });

    it.each([1, 3])("keeps them too when the next run finishes a swap that died after %i renames", async (renames) => {
      renamesLeft = renames;
      await swapIn(staging, dist, MOVED, KEPT).catch(() => undefined);
      renamesLeft = Infinity;
      await recoverInterruptedSwaps(dist);
      expect(await readTree(dist)).toEqual(EXPECTED);
    });
  });
});
