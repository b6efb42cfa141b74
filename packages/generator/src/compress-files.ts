import { mkdir, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { byteLength } from "./measure-output.ts";
import type { Output } from "./output-map.ts";
import { writeAtomically } from "./write-atomically.ts";
import { noteRemade } from "./cache-log.ts";
import { openPackFile, packKey, type PackFile } from "./pack-file.ts";

const COMPRESSIBLE = /\.(html|css|js|svg|xml|txt)$/;

/** Whether the compressor gives `file` a `.br` and a `.gz` sibling. */
export const isCompressible = (file: string) => COMPRESSIBLE.test(file);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/*
 * Levels (the measurements: docs/performance.md, "Compression levels"). Pages: brotli 5; past it
 * each level costs 30 to 90 times as much for a few per cent. The site's own pages, written first
 * (where visitors land), get 11 (the first 16) or 10 (up to 40): those bytes decide whether a
 * page's first paint needs a second round trip. Their siblings are cached by content like the
 * assets', so a warm build pays neither level again; the cache folder is not pruned (two small
 * files per edited page). Hashed assets: brotli 11, cached across builds, since every visitor
 * downloads them and their names change only with their content. gzip: 9, which costs what 6 does.
 */
const PAGE_BROTLI = 5;
const FIRST_PAGES_BROTLI = 10;
const FIRST_PAGES = 40;
const OWN_PAGES_BROTLI = constants.BROTLI_MAX_QUALITY;
const OWN_PAGES = 16;
const ASSET_BROTLI = constants.BROTLI_MAX_QUALITY;
const GZIP_LEVEL = 9;
/**
 * Past this size a file's siblings are cached by content: compressing the editor's bundle at every
 * build is slow (docs/performance.md, "Loaded late, cached or done once").
 */
const CACHED_FROM_BYTES = 1_000_000;

/** zlib runs in libuv's thread pool; more in flight only holds more encoders (MBs each) in memory. */
const IN_FLIGHT = Math.max(2, os.availableParallelism()) * 2;

export interface Compressor {
  /** Queues a `.br` and a `.gz` sibling of `file` if it is text; they are emitted when ready. */
  add(file: string, output: Output): void;
  /** Waits for every sibling queued; then the pages' siblings are kept for the next build, or, with `save` false, not. */
  done(save?: boolean): Promise<void>;
}

/**
 * A `.br` and a `.gz` sibling for every text file of the output: hosts that serve them (nginx
 * gzip_static, `site serve`) then never compress on the fly. Files are compressed while the build
 * goes on, a few at a time. The slow levels (hashed assets, the first pages, large files) are
 * cached by content across builds, a file each; with `pack` (`site build`), so are the other
 * pages', all in one file (pack-file.ts). `site serve` leaves its unchanged pages in place and
 * compresses only the others: a pack of its builds would hold those only.
 */
export function createCompressor(cacheDir: string, emit: (file: string, output: Output) => void, pack = false): Compressor {
  const siblings = createSiblingCache(path.join(cacheDir, "compressed"));
  // Awaited by the first page; a pack that cannot be opened (a read-only cache) is done without.
  const pages$ = pack ? openPackFile(path.join(cacheDir, "compressed"), "pages", `br${PAGE_BROTLI}-gz${GZIP_LEVEL}`).catch(() => undefined) : undefined;
  const jobs = createJobQueue(IN_FLIGHT);
  let pages = 0;
  return {
    add(file, output) {
      if (!isCompressible(file)) return;
      // Slowest first: the assets at brotli 11 start before the pages queue up behind them.
      const page = file.endsWith(".html") ? pages++ : Infinity;
      const pageQuality = page < OWN_PAGES ? OWN_PAGES_BROTLI : page < FIRST_PAGES ? FIRST_PAGES_BROTLI : PAGE_BROTLI;
      const job = async () => compressFile(file, output, pageQuality, siblings, emit, await pages$);
      if (file.startsWith("assets/")) jobs.first(job);
      else jobs.last(job);
    },
    async done(save = true) {
      try {
        await jobs.done();
      } catch (error) {
        await (await pages$)?.close(false);
        throw error;
      }
      await (await pages$)?.close(save);
    },
  };
}

/** Jobs run `limit` at a time; the first failure is thrown by `done` once every job has settled. */
function createJobQueue(limit: number) {
  const queue: (() => Promise<void>)[] = [];
  const running = new Set<Promise<void>>();
  let failure: unknown;
  const next = () => {
    while (running.size < limit && queue.length > 0) {
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
  return {
    first(job: () => Promise<void>) {
      queue.unshift(job);
      next();
    },
    last(job: () => Promise<void>) {
      queue.push(job);
      next();
    },
    async done() {
      while (running.size > 0) await Promise.all(running);
      if (failure) throw failure;
    },
  };
}

/** Both siblings of one file, at the brotli quality its place in the build earns. */
async function compressFile(file: string, output: Output, pageQuality: number, siblings: SiblingCache, emit: (file: string, output: Output) => void, pack: PackFile | undefined) {
  const data = "data" in output ? output.data : await readFile(output.copyFrom);
  const hashed = file.startsWith("assets/");
  const quality = hashed ? ASSET_BROTLI : pageQuality;
  const br = () =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: byteLength({ data }),
      },
    });
  const gz = () => gzipAsync(data, { level: GZIP_LEVEL });
  // The first pages' slow levels are cached by content too, so a warm build does not pay brotli 11
  // on each of them again (docs/performance.md, "Compression levels"). So are large files (the editor's bundles at /admin/).
  if (!hashed && pageQuality < FIRST_PAGES_BROTLI && byteLength({ data }) < CACHED_FROM_BYTES) {
    const key = pack && packKey(data);
    const kept = key ? await pack!.take(key) : undefined;
    if (pack && !kept) noteRemade("page siblings");
    const [brotlied, gzipped] = (kept as [Buffer, Buffer] | undefined) ?? (await Promise.all([br(), gz()]));
    if (key) pack!.put(key, [brotlied, gzipped]);
    emit(`${file}.br`, { data: brotlied });
    emit(`${file}.gz`, { data: gzipped });
    return;
  }
  const [brotlied, gzipped] = await siblings(data, quality, br, gz);
  emit(`${file}.br`, brotlied);
  emit(`${file}.gz`, gzipped);
}


type SiblingCache = (data: string | Uint8Array, quality: number, br: () => Promise<Buffer>, gz: () => Promise<Buffer>) => Promise<[Output, Output]>;

/** Siblings kept under `dir` by the content's hash and the level, made only when missing. */
function createSiblingCache(dir: string): SiblingCache {
  let madeDir: Promise<unknown> | undefined;
  return async (data, quality, br, gz) => {
    madeDir ??= mkdir(dir, { recursive: true });
    await madeDir;
    const key = packKey(data);
    return Promise.all([cached(path.join(dir, `${key}.q${quality}.br`), br), cached(path.join(dir, `${key}.${GZIP_LEVEL}.gz`), gz)]);
  };
}

/** A cached sibling is copied from the cache as it is, never read into memory. */
async function cached(file: string, make: () => Promise<Buffer>): Promise<Output> {
  const hit = await stat(file).catch(() => null);
  if (hit) return { copyFrom: file, size: hit.size, fromCache: true };
  noteRemade("compressed file");
  const made = await make();
  await writeAtomically(file, made);
  return { data: made };
}
