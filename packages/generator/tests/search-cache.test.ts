import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Output } from "../src/output-map.ts";
import { startSearchIndex } from "../src/search/search-index.ts";

// Builds of one project run side by side (the test suite's, or one per base path): each makes its
// own index in the same cache, and one must not take away the files of another.

const cacheDir = mkdtempSync(path.join(os.tmpdir(), "site-search-cache-"));
const coldDirs: string[] = [];
afterAll(() => [cacheDir, ...coldDirs].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const page = (text: string) => `<!doctype html><html lang="fr"><head><title>${text}</title></head><body><main data-pagefind-body><h1>${text}</h1><p>${text} sur le chantier.</p></main></body></html>`;

/** The index of pages of these texts, one page each, as a build makes it. */
async function indexOf(texts: string[], { early = false, cache = cacheDir, heldPages = undefined as number | undefined, readBack = [] as string[] } = {}): Promise<[string, Output][]> {
  const pages = new Map(texts.map((text, index) => [`page-${index}/index.html`, page(text)]));
  const read = async (file: string) => (readBack.push(file), pages.get(file)!);
  const search = startSearchIndex({ folder: "pagefind", language: "fr" }, cache, { early, read, heldPages });
  for (const [file, html] of pages) search.note(file, `/${path.dirname(file)}/`, html);
  return search.finish();
}

const coldCache = () => coldDirs[coldDirs.push(mkdtempSync(path.join(os.tmpdir(), "site-search-cold-"))) - 1]!;
const contents = (index: [string, Output][]) => index.map(([file, output]) => [file, bytesOf(output).toString("base64")]);

const bytesOf = (output: Output) => ("data" in output ? Buffer.from(output.data) : readFileSync(output.copyFrom));

describe("The search index's cache, with builds side by side", () => {
  it("leaves a build's index whole when others make theirs before it has written it", async () => {
    const first = await indexOf(["Gros œuvre"]);
    for (const texts of [["Charpente"], ["Couverture"], ["Plomberie"], ["Électricité"], ["Menuiserie"]]) await indexOf(texts);
    expect(first.length).toBeGreaterThan(3);
    for (const [file, output] of first) expect(bytesOf(output).byteLength, file).toBeGreaterThan(0);
  }, 60_000);

  it("takes an index it made from the cache, the same files", async () => {
    const made = await indexOf(["Terrassement", "Voirie"]);
    const again = await indexOf(["Terrassement", "Voirie"]);
    expect(again.map(([file, output]) => [file, bytesOf(output).toString("base64")])).toEqual(made.map(([file, output]) => [file, bytesOf(output).toString("base64")]));
  }, 60_000);

  it("given a cold build, indexes the pages as they render into the same files as from the pages read back", async () => {
    const texts = ["Gros œuvre", "Charpente", "Couverture", "Plomberie"];
    const asRendered = await indexOf(texts, { early: true, cache: coldCache() });
    const readBack = await indexOf(texts, { early: false, cache: coldCache() });
    expect(asRendered.length).toBeGreaterThan(3);
    expect(contents(asRendered)).toEqual(contents(readBack));
  }, 60_000);

  it("given a cold build that renders faster than Pagefind takes its pages, holds a few pages' text and reads the others back in their turn, into the same files", async () => {
    const texts = ["Gros œuvre", "Charpente", "Couverture", "Plomberie", "Électricité", "Menuiserie"];
    const readBack: string[] = [];
    // Every page is noted before Pagefind has started: all wait, two with their text.
    const held = await indexOf(texts, { early: true, cache: coldCache(), heldPages: 2, readBack });
    expect(readBack).toEqual(texts.slice(2).map((_, index) => `page-${index + 2}/index.html`));
    expect(contents(held)).toEqual(contents(await indexOf(texts, { early: false, cache: coldCache() })));
  }, 60_000);
});
