import { createHash } from "node:crypto";
import { close as closeFd, open as openFd, read as readFd } from "node:fs";
import { mkdir, open, readdir, readFile, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import { writeAtomically } from "./write-atomically.ts";

/**
 * Files of one build kept for the next in one file of the cache, by key: the pages' `.br` and
 * `.gz` siblings (compress-files.ts), the pages as rendered (render-cache.ts). One file, not one
 * per page: creating a file in the cache cost more than compressing a page, and a cold build would
 * create thousands. Each build writes a new pack holding its own files only (a page gone takes its
 * files with it); the index names the pack it describes and is written after it, so a build killed
 * at any point leaves the last pack or the new one, whole.
 */
export interface PackFile {
  /** What the last build saved beside its pack (`close`'s `meta`), if its pack is for the same `made`. */
  meta: unknown;
  /** The parts kept under `key`, if the last pack holds them intact. */
  take(key: string): Promise<Buffer[] | undefined>;
  /** Parts of this build, for its pack; a key put twice keeps its first parts. */
  put(key: string, parts: Buffer[]): void;
  /**
   * Once every part is put: the new pack replaces the last (`save`), with `meta()` beside it (the
   * last one's if not given), or is dropped. A build that put back every part of the last pack as
   * it took it, and no other, with the same meta, leaves the last pack and index as they are.
   */
  close(save: boolean, meta?: () => unknown): Promise<void>;
}

/**
 * Where a key's parts lie in a pack, and their CRC-32: a damaged pack is read as missing. A check
 * against damage, not a key: seven times as fast as md5 on the pages.
 */
type Place = [offset: number, sizes: number[], check: number];

/** The layout of an index and its pack: an index of another layout is read as none. */
const LAYOUT = 2;

interface PackIndex {
  layout: number;
  /** What made the parts (the levels, the site's code): another maker, another pack. */
  made: string;
  pack: string;
  places: Record<string, Place>;
  meta?: unknown;
}

const BATCH_BYTES = 1 << 20;

/** A text's key: its hash. md5: a cache key, not a signature, and twice as fast as sha256. */
export const packKey = (data: string | Uint8Array) => createHash("md5").update(data).digest("hex");

/** The pack `name` under `dir`, for parts made as `made` says; empty if there is none. */
export async function openPackFile(dir: string, name: string, made: string): Promise<PackFile> {
  await mkdir(dir, { recursive: true });
  const indexFile = path.join(dir, `${name}.json`);
  const last = await readIndex(indexFile, made);
  const reading = last && (await openReader(path.join(dir, last.pack)));
  const file = `${name}-${process.pid}-${Date.now().toString(36)}.pack`;
  const pack = packWriter(path.join(dir, file));
  const places: Record<string, Place> = {};
  // Parts put as they were taken from the last pack: not written until `close` knows whether the
  // last pack can stay as it is (a build that changed nothing writes nothing, 35 MB at 1,000 articles).
  const taken = new Map<string, Place>();
  const kept = new Map<string, Place>();
  return {
    meta: last?.meta,
    async take(key) {
      const place = reading && Object.hasOwn(last.places, key) ? last.places[key] : undefined;
      // A place that does not read as one (an index edited by hand) is a miss, as a damaged pack is.
      const parts = place && reading ? await readPlace(reading, place).catch(() => undefined) : undefined;
      if (parts) taken.set(key, place!);
      return parts;
    },
    put(key, parts) {
      if (Object.hasOwn(places, key) || kept.has(key)) return;
      const place: Place = [0, parts.map((part) => part.byteLength), parts.reduce((check, part) => crc32(part, check), 0)];
      const before = taken.get(key);
      if (before && before[2] === place[2] && before[1].join() === place[1].join()) return void kept.set(key, before);
      places[key] = pack.append(place, parts);
    },
    async close(save, meta) {
      const unchanged = last && reading && Object.keys(places).length === 0 && kept.size === Object.keys(last.places).length && meta === undefined;
      if (save && !unchanged && reading) await copyKept(reading, kept, places, pack);
      const written = await pack.close(save && !unchanged);
      await reading?.close();
      if (!save || unchanged || !written) return void (await rm(path.join(dir, file), { force: true }));
      await writeAtomically(indexFile, JSON.stringify({ layout: LAYOUT, made, pack: file, places, meta: meta === undefined ? last?.meta : meta() } satisfies PackIndex));
      // The last pack, and any a killed build left, are no longer named by the index.
      const others = new RegExp(`^${name}-.*\\.pack$`);
      for (const other of await readdir(dir)) if (others.test(other) && other !== file) await rm(path.join(dir, other), { force: true });
    },
  };
}

/**
 * A pack being written: parts appended a megabyte at a time (a write per page cost a cold build 0.4
 * s of its main thread), the file opened at the first. A batch is let go once written: a write's
 * result holds its buffers, and keeping the results held every part of a cold build until the
 * end (300 MB at 10,000 articles).
 */
function packWriter(file: string) {
  let handle: Promise<FileHandle> | undefined;
  const writing = new Set<Promise<void>>();
  let failed = false;
  let end = 0;
  let batch: Buffer[] = [];
  let batchFrom = 0;
  const flush = () => {
    if (batch.length === 0) return;
    handle ??= open(file, "w");
    const [parts, from] = [batch, batchFrom];
    const write = handle
      .then((opened) => opened.writev(parts, from))
      .then(
        () => undefined,
        () => void (failed = true),
      )
      .finally(() => writing.delete(write));
    writing.add(write);
    batch = [];
    batchFrom = end;
  };
  return {
    /** Appends `parts`, whose sizes and check `place` has: where they lie. */
    append([, sizes, check]: Place, parts: Buffer[]): Place {
      const place: Place = [end, sizes, check];
      batch.push(...parts);
      end += sizes.reduce((sum, size) => sum + size, 0);
      if (end - batchFrom >= BATCH_BYTES) flush();
      return place;
    },
    /** Whether every write succeeded; with `create`, the file exists even if nothing was appended. */
    async close(create: boolean): Promise<boolean> {
      if (create) handle ??= open(file, "w");
      flush();
      await Promise.all(writing);
      await (await handle?.catch(() => undefined))?.close();
      return !failed && (await handle?.then(() => true, () => false)) !== false;
    },
  };
}

/** The parts kept from the last pack, copied into the new one: they were checked as they were taken. */
async function copyKept(reading: PackReader, kept: Map<string, Place>, places: Record<string, Place>, pack: ReturnType<typeof packWriter>) {
  for (const [key, place] of kept) {
    const parts = await readPlace(reading, place).catch(() => undefined);
    if (parts) places[key] = pack.append(place, parts);
  }
}

async function readIndex(file: string, made: string): Promise<PackIndex | undefined> {
  try {
    const index = JSON.parse(await readFile(file, "utf8")) as PackIndex;
    return index.layout === LAYOUT && index.made === made && typeof index.pack === "string" && !index.pack.includes("/") ? index : undefined;
  } catch {
    return undefined;
  }
}

async function readPlace(pack: PackReader, [offset, sizes, check]: Place): Promise<Buffer[] | undefined> {
  const whole = Buffer.alloc(sizes.reduce((sum, size) => sum + size, 0));
  const bytesRead = await pack.read(whole, offset);
  if (bytesRead !== whole.byteLength || crc32(whole) !== check) return undefined;
  let at = 0;
  return sizes.map((size) => whole.subarray(at, (at += size)));
}

/** The last pack, read a page at a time by fs's callbacks: a FileHandle's promises cost twice as long on the main thread. */
interface PackReader {
  read(into: Buffer, position: number): Promise<number>;
  close(): Promise<void>;
}

async function openReader(file: string): Promise<PackReader | undefined> {
  const fd = await new Promise<number | undefined>((resolve) => openFd(file, "r", (error, opened) => resolve(error ? undefined : opened)));
  if (fd === undefined) return undefined;
  return {
    read: (into, position) => new Promise((resolve, reject) => readFd(fd, into, 0, into.byteLength, position, (error, bytes) => (error ? reject(error) : resolve(bytes)))),
    close: () => new Promise((resolve) => closeFd(fd, () => resolve())),
  };
}
