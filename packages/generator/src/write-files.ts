import { chmod, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { copyWhole, makeFolder, writeWhole } from "./fs-callbacks.ts";
import { lockOutput } from "./output-lock.ts";
import { startWriteThread } from "./write-thread.ts";
import type { Output } from "./output-map.ts";
import { recoverInterruptedSwaps, swapIn } from "./swap-output.ts";

export interface OutputWriter {
  /** Starts writing one file into the staging folder; the build goes on meanwhile. */
  write(file: string, output: Output): void;
  /** A file the output folder holds already, as this build has it: left in place (site serve's rebuilds). */
  leave(file: string): void;
  /** A file written into the staging folder, read back once its write is done. */
  read(file: string): Promise<Buffer>;
  /** Waits for every write, then moves the new build into `outDir`. */
  commit(): Promise<void>;
  /** Throws the staging folder away: `outDir` stays as it was. */
  abort(): Promise<void>;
}

/**
 * Writes the output into a fresh folder beside `outDir`, then moves it in (swap-output.ts), so
 * that a build that fails at any point leaves the previous output exactly as it was, and one
 * killed at any point leaves a complete output that the next run tidies. Files are written as the
 * build produces them: on a slow disk, creating files costs as much as rendering them.
 * Holds the output's lock from open to commit or abort: builds into one folder take turns.
 * `previous`: the files `outDir` holds, when the build knows them (swap-output.ts, swapIn).
 * `thread`: files written from a thread of their own (write-thread.ts), for a whole build.
 */
export async function openOutputWriter(outDir: string, previous?: readonly string[], thread = false): Promise<OutputWriter> {
  const parent = path.dirname(outDir);
  await mkdir(parent, { recursive: true });
  const release = await lockOutput(outDir);
  let staging: string;
  try {
    await recoverInterruptedSwaps(outDir);
    staging = await mkdtemp(path.join(parent, `.${path.basename(outDir)}-next-`));
    // mkdtemp makes a private folder (0700); the output is for a web server to read.
    await chmod(staging, 0o755);
  } catch (error) {
    await release();
    throw error;
  }
  // The thread's module is compiled beside this code by bin/launch.js; a build run from its
  // TypeScript sources (the tests) has none, and writes from this thread (as subset-fonts.ts does).
  const writeFile = thread && !import.meta.url.endsWith(".ts") ? startWriteThread() : callbackWriter();
  const files = new Set<string>();
  const left = new Set<string>();
  const pending: Promise<unknown>[] = [];
  const writes = new Map<string, Promise<unknown>>();
  return {
    write(file, output) {
      files.add(file);
      const target = path.join(staging, file);
      const done = writeFile.write(target, output);
      // Failures surface at commit; until then nothing may go unhandled.
      done.catch(() => undefined);
      pending.push(done);
      writes.set(file, done);
    },
    leave: (file) => void left.add(file),
    async read(file) {
      if (left.has(file) && !files.has(file)) return readFile(path.join(outDir, file));
      await writes.get(file);
      return readFile(path.join(staging, file));
    },
    async commit() {
      try {
        await Promise.all(pending);
      } catch (error) {
        await writeFile.stop();
        await rm(staging, { recursive: true, force: true });
        await release();
        throw error;
      }
      await writeFile.stop();
      // A swap that fails half-way keeps its staging folder: the next run finishes it.
      await swapIn(staging, outDir, [...files], [...left].filter((file) => !files.has(file)), previous).finally(release);
    },
    async abort() {
      await Promise.allSettled(pending);
      await writeFile.stop();
      await rm(staging, { recursive: true, force: true });
      await release();
    },
  };
}

/**
 * Files written by fs's callbacks, not fs/promises (fs-callbacks.ts): `site serve`'s rebuilds,
 * which write a few files, and would start a thread for them at each save.
 */
function callbackWriter() {
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => {
    if (!folders.has(dir)) folders.set(dir, makeFolder(dir, { recursive: true }));
    return folders.get(dir)!;
  };
  return {
    write: (target: string, output: Output) => folder(path.dirname(target)).then(() => ("copyFrom" in output ? copyWhole(output.copyFrom, target) : writeWhole(target, output.data))),
    stop: async () => undefined,
  };
}
