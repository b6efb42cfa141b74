import { chmod, copyFile, mkdir, mkdtemp, rename, rm, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import type { OutputMap } from "./output-map.ts";

/**
 * Writes the whole output into a fresh folder beside `outDir`, then swaps it in, so that a
 * build that fails at any point leaves the previous output exactly as it was.
 */
export async function writeFiles(outDir: string, files: OutputMap): Promise<void> {
  const parent = path.dirname(outDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, `.${path.basename(outDir)}-next-`));
  // mkdtemp makes a private folder (0700); the output is for a web server to read.
  await chmod(staging, 0o755);
  try {
    const dirs = new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file))));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    await Promise.all(
      [...files].map(([file, output]) => {
        const target = path.join(staging, file);
        return "copyFrom" in output ? copyFile(output.copyFrom, target) : writeFile(target, output.data);
      }),
    );
    await swapIn(staging, outDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
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
