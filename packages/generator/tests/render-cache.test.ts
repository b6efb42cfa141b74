import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../src/bundle-server.ts";
import { openRenderCache } from "../src/render-cache.ts";
import { snapshotTree } from "./helpers/snapshot-tree.ts";
import { useTempDirs } from "./helpers/temp-dirs.ts";
import { copyTinySite, runLauncher, type TinySiteCopy } from "./helpers/tiny-site.ts";

// `site build` keeps its pages and what each read in .cache/site/render/ (render-cache.ts): the
// next build renders only the pages whose inputs changed, and must write what a build without that
// cache writes.

/** A build of `root` into `out`: what its cache did not have, and how many pages it wrote. */
async function build(root: string, out: string) {
  const run = await runLauncher(root, ["build", "--verbose", "--out", out]);
  expect(run.code, run.stderr).toBe(0);
  const remade = /^Cache {2}made again: (.*)$/m.exec(run.stdout + run.stderr)?.[1] ?? "";
  const rendered = /\brendered page(?: ×(\d+))?/.exec(remade);
  return { rendered: rendered ? Number(rendered[1] ?? 1) : 0, pages: Number(/Built (\d+) pages?/.exec(run.stdout + run.stderr)![1]) };
}

/** The same project built without its render cache (every other cache is keyed by content). */
async function buildWithoutRenderCache(root: string, out: string) {
  rmSync(path.join(root, ".cache", "site", "render"), { recursive: true, force: true });
  return build(root, out);
}

describe("given the tiny site built once", () => {
  let site: TinySiteCopy;
  let first: Awaited<ReturnType<typeof build>>;
  const at = (...parts: string[]) => path.join(site.root, ...parts);
  const edit = (file: string, change: (text: string) => string) => writeFileSync(at(file), change(readFileSync(at(file), "utf8")));

  beforeAll(async () => {
    site = copyTinySite();
    first = await build(site.root, at("out-first"));
  }, 120_000);
  afterAll(() => site?.remove());

  it("when built again unchanged, should render no page and write the same files", async () => {
    expect(first.rendered).toBe(first.pages);
    const again = await build(site.root, at("out-again"));
    expect(again.rendered).toBe(0);
    expect(snapshotTree(at("out-again"))).toEqual(snapshotTree(at("out-first")));
  }, 120_000);

  it("when a note's title changes, should render again only the pages that show it, and write what a build without the cache writes", async () => {
    edit("notes/second-note.md", (text) => text.replace(/^title: .*$/m, 'title: "A second note, retitled"'));
    const edited = await build(site.root, at("out-edited"));
    expect(edited.rendered).toBeGreaterThan(0);
    expect(edited.rendered).toBeLessThan(edited.pages);
    await buildWithoutRenderCache(site.root, at("out-cold"));
    expect(snapshotTree(at("out-edited"))).toEqual(snapshotTree(at("out-cold")));
    expect(readFileSync(at("out-edited", "index.html"), "utf8")).toContain("A second note, retitled");
  }, 120_000);

  it("when a component's code changes, should render every page again", async () => {
    await build(site.root, at("out-before-code"));
    edit("site/pages/AboutPage.tsx", (text) => text.replace("One person writes these notes.", "Two people write these notes."));
    const changed = await build(site.root, at("out-code"));
    expect(changed.rendered).toBe(changed.pages);
    await buildWithoutRenderCache(site.root, at("out-code-cold"));
    expect(snapshotTree(at("out-code"))).toEqual(snapshotTree(at("out-code-cold")));
  }, 120_000);
});

describe("the render cache's key", () => {
  const tempDir = useTempDirs("render-cache-");

  /** A server bundle importing `pkg`, installed at `version` beside it. */
  function bundleImporting(root: string, version: string): Site {
    const pkg = path.join(root, "node_modules", "tiny-renderer");
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, "package.json"), JSON.stringify({ name: "tiny-renderer", version, main: "index.js" }));
    writeFileSync(path.join(pkg, "index.js"), "module.exports = {};");
    const file = path.join(root, ".cache", "site", "server-0123456789abcdef.mjs");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'import { render } from "tiny-renderer";\nexport default {};\n');
    return { version: "server-0123456789abcdef", moduleUrl: pathToFileURL(file).href } as Site;
  }

  async function saveOnePage(cacheDir: string, site: Site): Promise<void> {
    const cache = await openRenderCache(cacheDir, site);
    cache.memo.next.set("/", { own: "o", orders: [], fields: [["notes", "a", "title", undefined]], islands: [], behaviours: [] });
    cache.put("/", Buffer.from("<p>page</p>"), DRAWN);
    await cache.close(true);
  }

  /** What drawn-characters.ts gives: code units, each half of "😀" apart, which UTF-8 could not keep. */
  const DRAWN = new Set(["p", "é", "\ud83d", "\ude00"]);

  it("given the same bundle and packages, should give back the pages and what they read", async () => {
    const root = await tempDir();
    const cacheDir = path.join(root, ".cache", "site");
    const site = bundleImporting(root, "1.0.0");
    await saveOnePage(cacheDir, site);
    const cache = await openRenderCache(cacheDir, site);
    expect(cache.memo.last.get("/")?.fields).toEqual([["notes", "a", "title", undefined]]);
    expect((await cache.take("/"))?.html.toString()).toBe("<p>page</p>");
    expect((await cache.take("/"))?.drawn).toEqual(DRAWN);
    await cache.close(false);
  });

  it("given a page rendered again to the same HTML after reading other fields, should save what it read this time", async () => {
    const root = await tempDir();
    const cacheDir = path.join(root, ".cache", "site");
    const site = bundleImporting(root, "1.0.0");
    await saveOnePage(cacheDir, site);
    const again = await openRenderCache(cacheDir, site);
    again.memo.next.set("/", { own: "o", orders: [], fields: [["notes", "a", "title", "Un titre"]], islands: [], behaviours: [] });
    // Taken and put back as it was: the pack could stay, the memo cannot.
    expect((await again.take("/"))?.html.toString()).toBe("<p>page</p>");
    again.put("/", Buffer.from("<p>page</p>"), new Set("page"));
    await again.close(true);
    const cache = await openRenderCache(cacheDir, site);
    expect(cache.memo.last.get("/")?.fields).toEqual([["notes", "a", "title", "Un titre"]]);
    expect((await cache.take("/"))?.html.toString()).toBe("<p>page</p>");
    await cache.close(false);
  });

  it("given another version of a package the bundle imports, should hold no page", async () => {
    const root = await tempDir();
    const cacheDir = path.join(root, ".cache", "site");
    await saveOnePage(cacheDir, bundleImporting(root, "1.0.0"));
    const cache = await openRenderCache(cacheDir, bundleImporting(root, "1.0.1"));
    expect(cache.memo.last.size).toBe(0);
    expect(await cache.take("/")).toBeUndefined();
    await cache.close(false);
  });
});
