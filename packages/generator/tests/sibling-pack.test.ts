import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withCacheLog } from "../src/cache-log.ts";
import { createCompressor } from "../src/compress-files.ts";
import type { Output } from "../src/output-map.ts";

// `site build` keeps the pages' siblings in one pack under .cache/site/compressed/: a build with
// the cache CI restores compresses only the pages whose text changed (pack-file.ts).

let cacheDir: string;
beforeEach(() => void (cacheDir = mkdtempSync(path.join(os.tmpdir(), "sibling-pack-"))));
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Past the first 40 pages, which have slower levels cached apart: these are the pack's. */
const FIRST = 40;
const page = (index: number, edition = "") => `<!doctype html><title>Page ${index}${edition}</title>` + `<p>Le chantier numéro ${index} avance.</p>`.repeat(50 + index);

/** One build's compression of `texts` as pages: what it emitted, and what it had to make. */
async function build(texts: string[], save = true) {
  const outputs = new Map<string, Output>();
  const remade = await withCacheLog(async (made) => {
    const compressor = createCompressor(cacheDir, (file, output: Output) => outputs.set(file, output), true);
    texts.forEach((text, index) => compressor.add(`page-${index}/index.html`, { data: text }));
    await compressor.done(save);
    return made;
  });
  const bytes = (file: string) => Buffer.from((outputs.get(file) as { data: Uint8Array }).data);
  return { bytes, made: remade.get("page siblings") ?? 0 };
}

const packs = () => readdirSync(path.join(cacheDir, "compressed")).filter((file) => file.endsWith(".pack"));
const texts = Array.from({ length: FIRST + 10 }, (_, index) => page(index));

describe("the pages' sibling pack", () => {
  it("given a second build of the same pages, should compress none of them again and emit the same siblings", async () => {
    const first = await build(texts);
    expect(first.made).toBe(10);
    const second = await build(texts);
    expect(second.made).toBe(0);
    for (let index = FIRST; index < texts.length; index++) {
      for (const sibling of ["br", "gz"]) expect(second.bytes(`page-${index}/index.html.${sibling}`)).toEqual(first.bytes(`page-${index}/index.html.${sibling}`));
      expect(brotliDecompressSync(second.bytes(`page-${index}/index.html.br`)).toString()).toBe(texts[index]);
    }
  });

  it("given one page changed, should compress that page only, and keep only this build's pages in one pack", async () => {
    await build(texts);
    const changed = texts.map((text, index) => (index === FIRST + 3 ? page(index, " (modifiée)") : text));
    const second = await build(changed);
    expect(second.made).toBe(1);
    expect(gunzipSync(second.bytes(`page-${FIRST + 3}/index.html.gz`)).toString()).toBe(changed[FIRST + 3]);
    expect(packs()).toHaveLength(1);
    // The old text's siblings went with the last pack: the same build again makes nothing.
    expect((await build(changed)).made).toBe(0);
  });

  it("given a second build of the same pages, should write neither a pack nor its index: both stay as they were", async () => {
    await build(texts);
    const files = () => readdirSync(path.join(cacheDir, "compressed")).map((file) => {
      const { ino, mtimeMs, size } = statSync(path.join(cacheDir, "compressed", file));
      return [file, ino, mtimeMs, size];
    });
    const before = files();
    expect((await build(texts)).made).toBe(0);
    expect(files()).toEqual(before);
  });

  it("given a page dropped, should write a pack without it, the others copied from the last", async () => {
    await build(texts);
    expect((await build(texts.slice(0, -1))).made).toBe(0);
    expect(packs()).toHaveLength(1);
    const again = await build(texts);
    expect(again.made).toBe(1);
    expect(brotliDecompressSync(again.bytes(`page-${FIRST}/index.html.br`)).toString()).toBe(texts[FIRST]);
  });

  it("given a pack damaged on disk, should make the damaged page's siblings again, never emit the damaged bytes", async () => {
    const first = await build(texts);
    const [pack] = packs();
    const file = path.join(cacheDir, "compressed", pack!);
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(file, bytes);
    const second = await build(texts);
    expect(second.made).toBe(1);
    for (let index = FIRST; index < texts.length; index++) expect(second.bytes(`page-${index}/index.html.br`)).toEqual(first.bytes(`page-${index}/index.html.br`));
  });

  it("given a pack cut short on disk, should make again the siblings of the pages past the cut only", async () => {
    const first = await build(texts);
    const file = path.join(cacheDir, "compressed", packs()[0]!);
    writeFileSync(file, readFileSync(file).subarray(0, Math.floor(statSync(file).size / 2)));
    const second = await build(texts);
    expect(second.made).toBeGreaterThan(0);
    expect(second.made).toBeLessThan(texts.length - FIRST);
    for (let index = FIRST; index < texts.length; index++) expect(second.bytes(`page-${index}/index.html.gz`)).toEqual(first.bytes(`page-${index}/index.html.gz`));
  });

  it("given a build that fails, should leave the last pack as it was", async () => {
    await build(texts);
    const [pack] = packs();
    const before = statSync(path.join(cacheDir, "compressed", pack!)).size;
    await build(texts.map((text) => `${text}<!-- autre -->`), false);
    expect(packs()).toEqual([pack]);
    expect(statSync(path.join(cacheDir, "compressed", pack!)).size).toBe(before);
    expect((await build(texts)).made).toBe(0);
  });
});
