import { createHash } from "node:crypto";
import { mkdir, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Output } from "./output-map.ts";
import { writeAtomically } from "./write-atomically.ts";

const COMPRESSIBLE = /\.(html|css|js|svg|xml|txt)$/;

/** Whether the compressor gives `file` a `.br` and a `.gz` sibling. */
export const isCompressible = (file: string) => COMPRESSIBLE.test(file);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/*
 * Levels, measured on a build of the site with 1,000 generated articles (Node 20, one core, zlib
 * sync, median of 3; `node` script in the performance note of README.md):
 *
 *   1,137 pages, XML and TXT (20.9 MB raw)     12 hashed assets, CSS and JS (312 kB raw)
 *   level     bytes    time     per file        bytes    time    per file
 *   br 4    4,496 kB   145 ms   0.13 ms         97.0 kB    5 ms   0.4 ms
 *   br 5    4,218 kB   143 ms   0.13 ms         91.2 kB    8 ms   0.7 ms
 *   br 6    4,212 kB   150 ms   0.13 ms         90.4 kB    9 ms   0.8 ms
 *   br 8    4,212 kB   192 ms   0.17 ms         89.7 kB   13 ms   1.1 ms
 *   br 9    4,208 kB  6409 ms   5.6 ms          89.5 kB   64 ms   5.3 ms
 *   br 10   3,935 kB  5107 ms   4.5 ms          84.6 kB  123 ms  10 ms
 *   br 11   3,850 kB 13862 ms  12.2 ms          83.2 kB  303 ms  25 ms
 *   gzip 6  4,627 kB   101 ms   0.09 ms         95.6 kB    5 ms   0.4 ms
 *   gzip 9  4,609 kB   ~103 ms  0.09 ms         95.4 kB    7 ms   0.6 ms
 *
 * Pages: brotli 5. Past it each level costs 30 to 90 times as much for under 9 % (300 bytes a
 * page, less than one TCP packet), and a page is downloaded once per visit of that page.
 * Except the first pages written, the site's own before its articles (home, solutions, blog,
 * legal pages: where visitors land): brotli 10. On those pages 9 % is 300 to 600 bytes of the
 * first round trip's 14.6 kB, which must hold the HTML and its stylesheets for the first paint
 * to wait for nothing else (the site's pages, 24 Nov 2026):
 *
 *   page          br 5    br 10   br 11
 *   home          8,295   7,709   7,596
 *   signals       7,485   6,880   6,753
 *   terms         7,343   6,833   6,723
 *   an article    8,438   7,865   7,757
 *
 * 40 pages at 10 cost under half a second of the second core; 11 costs three times that for 100
 * to 130 bytes more. Those bytes decide whether a page's first paint needs a second round trip
 * (home and signals sit within a few hundred bytes of it), so the first 16 pages written, the
 * site's own, get 11: about a quarter of a second more, in the thread pool beside the render, on
 * a cold build. Those 40 pages' siblings are cached by content like the assets' (below): a warm
 * build, which most rebuilds are, pays neither level again (warm builds had gone from 0.33 to
 * 0.41 s). The cache folder is not pruned: it grows by two small files per edited page.
 * Hashed assets: brotli 11. Every visitor downloads them, they are few, and their names change
 * only with their content, so the result is cached across builds (below).
 * gzip: level 9 everywhere, it costs what level 6 does on these files.
 */
const PAGE_BROTLI = 5;
const FIRST_PAGES_BROTLI = 10;
const FIRST_PAGES = 40;
const OWN_PAGES_BROTLI = constants.BROTLI_MAX_QUALITY;
const OWN_PAGES = 16;
const ASSET_BROTLI = constants.BROTLI_MAX_QUALITY;
const GZIP_LEVEL = 9;

/** zlib runs in libuv's thread pool; more in flight only holds more encoders (MBs each) in memory. */
const IN_FLIGHT = Math.max(2, os.availableParallelism()) * 2;

export interface Compressor {
  /** Queues a `.br` and a `.gz` sibling of `file` if it is text; they are emitted when ready. */
  add(file: string, output: Output): void;
  /** Waits for every sibling queued so far. */
  done(): Promise<void>;
}

/**
 * A `.br` and a `.gz` sibling for every text file of the output: hosts that serve them (nginx
 * gzip_static, `site serve`) then never compress on the fly. Files are compressed while the build
 * goes on, a few at a time. Only the slow level (hashed assets) is cached by content across
 * builds: at the pages' level, compressing costs less than looking a file up and copying it.
 */
export function createCompressor(cacheDir: string, emit: (file: string, output: Output) => void): Compressor {
  const dir = path.join(cacheDir, "compressed");
  let madeDir: Promise<unknown> | undefined;
  const queue: (() => Promise<void>)[] = [];
  const running = new Set<Promise<void>>();
  let failure: unknown;

  const next = () => {
    while (running.size < IN_FLIGHT && queue.length > 0) {
      const job = queue.shift()!()
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          running.delete(job);
          next();
        });
      running.add(job);
    }
  };

  let pages = 0;

  const compress = async (file: string, output: Output, pageQuality: number) => {
    const data = "data" in output ? output.data : await readFile(output.copyFrom);
    const hashed = file.startsWith("assets/");
    const br = (input: string | Uint8Array) =>
      brotli(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: hashed ? ASSET_BROTLI : pageQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: typeof input === "string" ? Buffer.byteLength(input) : input.byteLength,
        },
      });
    const gz = (input: string | Uint8Array) => gzipAsync(input, { level: GZIP_LEVEL });
    // The first pages' slow levels are cached by content too: a warm build would otherwise spend
    // 30 ms of brotli 11 on each of them again.
    if (!hashed && pageQuality < FIRST_PAGES_BROTLI) {
      const [brotlied, gzipped] = await Promise.all([br(data), gz(data)]);
      emit(`${file}.br`, { data: brotlied });
      emit(`${file}.gz`, { data: gzipped });
      return;
    }
    madeDir ??= mkdir(dir, { recursive: true });
    await madeDir;
    // A cache key, not a signature: md5 hashes these megabytes twice as fast as sha256.
    const key = createHash("md5").update(data).digest("hex");
    const [brotlied, gzipped] = await Promise.all([
      cached(path.join(dir, `${key}.q${hashed ? ASSET_BROTLI : pageQuality}.br`), () => br(data)),
      cached(path.join(dir, `${key}.${GZIP_LEVEL}.gz`), () => gz(data)),
    ]);
    emit(`${file}.br`, brotlied);
    emit(`${file}.gz`, gzipped);
  };

  return {
    add(file, output) {
      if (!isCompressible(file)) return;
      // Slowest first: the assets at brotli 11 start before the pages queue up behind them.
      const page = file.endsWith(".html") ? pages++ : Infinity;
      const pageQuality = page < OWN_PAGES ? OWN_PAGES_BROTLI : page < FIRST_PAGES ? FIRST_PAGES_BROTLI : PAGE_BROTLI;
      const job = () => compress(file, output, pageQuality);
      if (file.startsWith("assets/")) queue.unshift(job);
      else queue.push(job);
      next();
    },
    async done() {
      while (running.size > 0) await Promise.all(running);
      if (failure) throw failure;
    },
  };
}

/** A cached sibling is copied from the cache as it is, never read into memory. */
async function cached(file: string, make: () => Promise<Buffer>): Promise<Output> {
  const hit = await stat(file).catch(() => null);
  if (hit) return { copyFrom: file, size: hit.size };
  const made = await make();
  await writeAtomically(file, made);
  return { data: made };
}
