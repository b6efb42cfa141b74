import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { writeAtomically } from "./write-atomically.ts";

/**
 * The pages' `.br` and `.gz` siblings, kept from one build to the next in one file, by the page's
 * content: a build with the cache CI restores compresses only the pages whose text changed. One
 * file, not two per page: creating a file in the cache cost more than compressing a page at its
 * level, and a cold build creates them all. Each build writes a new pack holding its own pages
 * only (a page gone takes its siblings with it); the index names the pack it describes, and is
 * written after it, so a build killed at any point leaves the last pack or the new one, whole.
 */
export interface SiblingPack {
  /** The siblings kept for a text with this key, if the last pack holds them intact. */
  take(key: string): Promise<[Buffer, Buffer] | undefined>;
  /** Siblings of this build, written into its pack. */
  put(key: string, br: Buffer, gz: Buffer): void;
  /** Once every sibling is put: the new pack replaces the last (`save`), or is dropped. */
  close(save: boolean): Promise<void>;
}

/** Where a text's siblings lie in a pack, and a hash of them: a damaged pack is read as missing. */
type Place = [offset: number, brBytes: number, gzBytes: number, check: string];

interface PackIndex {
  /** What made the siblings (their levels): other levels, other siblings. */
  made: string;
  pack: string;
  places: Record<string, Place>;
}

const INDEX = "pages.json";

/** A text's key in the pack: its hash. md5: a cache key, not a signature, and twice as fast. */
export const packKey = (data: string | Uint8Array) => createHash("md5").update(data).digest("hex");

/** The pack under `dir` for siblings made as `made` says (their levels); empty if there is none. */
export async function openSiblingPack(dir: string, made: string): Promise<SiblingPack> {
  await mkdir(dir, { recursive: true });
  const last = await readIndex(dir, made);
  const reading = last && (await open(path.join(dir, last.pack)).catch(() => undefined));
  const name = `pages-${process.pid}-${Date.now().toString(36)}.pack`;
  const writing = await open(path.join(dir, name), "w");
  const places: Record<string, Place> = {};
  const writes: Promise<unknown>[] = [];
  let end = 0;
  return {
    async take(key) {
      const place = reading && last.places[key];
      return place ? readPlace(reading, place) : undefined;
    },
    put(key, br, gz) {
      if (places[key]) return;
      places[key] = [end, br.byteLength, gz.byteLength, packKey(Buffer.concat([br, gz]))];
      writes.push(writing.write(br, 0, br.byteLength, end), writing.write(gz, 0, gz.byteLength, end + br.byteLength));
      end += br.byteLength + gz.byteLength;
    },
    async close(save) {
      const written = await Promise.allSettled(writes);
      await writing.close();
      await reading?.close();
      if (!save || written.some((result) => result.status === "rejected")) return void (await rm(path.join(dir, name), { force: true }));
      await writeAtomically(path.join(dir, INDEX), JSON.stringify({ made, pack: name, places } satisfies PackIndex));
      // The last pack, and any a killed build left, are no longer named by the index.
      for (const file of await readdir(dir)) if (/^pages-.*\.pack$/.test(file) && file !== name) await rm(path.join(dir, file), { force: true });
    },
  };
}

async function readIndex(dir: string, made: string): Promise<PackIndex | undefined> {
  try {
    const index = JSON.parse(await readFile(path.join(dir, INDEX), "utf8")) as PackIndex;
    return index.made === made && typeof index.pack === "string" && !index.pack.includes("/") ? index : undefined;
  } catch {
    return undefined;
  }
}

async function readPlace(pack: FileHandle, [offset, brBytes, gzBytes, check]: Place): Promise<[Buffer, Buffer] | undefined> {
  const both = Buffer.alloc(brBytes + gzBytes);
  const { bytesRead } = await pack.read(both, 0, both.byteLength, offset);
  if (bytesRead !== both.byteLength || packKey(both) !== check) return undefined;
  return [both.subarray(0, brBytes), both.subarray(brBytes)];
}
