import { chmod, copyFile, mkdir, mkdtemp, rename, rm, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Output } from "./output-map.ts";

export interface OutputWriter {
  /** Starts writing one file into the staging folder; the build goes on meanwhile. */
  write(file: string, output: Output): void;
  /** Waits for every write, then swaps the staging folder in for `outDir`. */
  commit(): Promise<void>;
  /** Throws the staging folder away: `outDir` stays as it was. */
  abort(): Promise<void>;
}

/**
 * Writes the output into a fresh folder beside `outDir`, then swaps it in, so that a build that
 * fails at any point leaves the previous output exactly as it was. Files are written as the build
 * produces them: on a slow disk, creating files costs as much as rendering them.
 */
export async function openOutputWriter(outDir: string): Promise<OutputWriter> {
  const parent = path.dirname(outDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, `.${path.basename(outDir)}-next-`));
  // mkdtemp makes a private folder (0700); the output is for a web server to read.
  await chmod(staging, 0o755);
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => {
    if (!folders.has(dir)) folders.set(dir, mkdir(dir, { recursive: true }));
    return folders.get(dir)!;
  };
  const pending: Promise<unknown>[] = [];
  return {
    write(file, output) {
      const target = path.join(staging, file);
      const done = folder(path.dirname(target)).then(() =>
        "copyFrom" in output ? copyFile(output.copyFrom, target) : writeFile(target, output.data),
      );
      // Failures surface at commit; until then nothing may go unhandled.
      done.catch(() => undefined);
      pending.push(done);
    },
    async commit() {
      try {
        await Promise.all(pending);
        await swapIn(staging, outDir);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    },
    async abort() {
      await Promise.allSettled(pending);
      await rm(staging, { recursive: true, force: true });
    },
  };
}

async function swapIn(staging: string, outDir: string): Promise<void> {
  const previous = await stat(outDir).catch(() => null);
  if (!previous) {
    await rename(staging, outDir);
    return;
  }
  const retired = `${staging}-old`;
  await rename(outDir, retired);
  try {
    await rename(staging, outDir);
  } catch (error) {
    await rename(retired, outDir);
    throw error;
  }
  await rm(retired, { recursive: true, force: true });
}
