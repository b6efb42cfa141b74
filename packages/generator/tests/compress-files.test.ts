import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createCompressor } from "../src/compress-files.ts";
import type { Output } from "../src/output-map.ts";

const cacheDir = mkdtempSync(path.join(os.tmpdir(), "compress-files-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

// Text that brotli 5, 10 and 11 compress to different sizes, different on every page.
const page = (index: number) =>
  `<!doctype html><title>Page ${index}</title>` +
  Array.from({ length: 300 }, (_, line) => `<p class="line-${line % 17}">Ligne ${line * index} du chantier ${(line * 7919) % 1000}</p>`).join("");
const brotliAt = (quality: number, text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).byteLength;

describe("the compressor's levels", () => {
  it("gives the first 16 pages written brotli 11, the next up to 40 brotli 10, the rest brotli 5", async () => {
    const sizes = new Map<string, number>();
    const compressor = createCompressor(cacheDir, (file, output: Output) => {
      if ("data" in output) sizes.set(file, Buffer.byteLength(output.data));
    });
    const texts = Array.from({ length: 42 }, (_, index) => page(index + 1));
    texts.forEach((text, index) => compressor.add(`page-${index}/index.html`, { data: text }));
    await compressor.done();
    expect(brotliAt(10, texts[0]!)).toBeLessThan(brotliAt(5, texts[0]!));
    expect(brotliAt(11, texts[0]!)).toBeLessThan(brotliAt(10, texts[0]!));
    for (const [index, text] of texts.entries()) {
      expect(sizes.get(`page-${index}/index.html.br`), `page ${index}`).toBe(brotliAt(index < 16 ? 11 : index < 40 ? 10 : 5, text));
    }
  });

  // A warm build would otherwise spend brotli 11 on the site's own pages again (0.33 to 0.41 s).
  it("takes the first pages' siblings from its cache when their content has not changed, not the rest", async () => {
    const run = async () => {
      const outputs = new Map<string, Output>();
      const compressor = createCompressor(cacheDir, (file, output: Output) => outputs.set(file, output));
      Array.from({ length: 42 }, (_, index) => compressor.add(`page-${index}/index.html`, { data: page(index + 100) }));
      await compressor.done();
      return outputs;
    };
    await run();
    const again = await run();
    for (const index of [0, 15, 39]) expect("copyFrom" in again.get(`page-${index}/index.html.br`)!, `page ${index}`).toBe(true);
    expect("data" in again.get("page-41/index.html.br")!).toBe(true);
  });
});
