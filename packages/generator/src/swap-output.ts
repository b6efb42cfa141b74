import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Written into a finished staging folder before any file moves: the files of the new build, those
 * to move in and those `site serve`'s rebuild left as they were in `outDir` (`kept`).
 */
const MANIFEST = ".site-swap.json";
interface Manifest {
  files: string[];
  kept: readonly string[];
}

/**
 * Moves a finished staging folder's files into `outDir`, one atomic rename each, so that a reader
 * of `outDir` (a server, a sync) never finds a file missing: every path holds the old file or the
 * new one. Assets go first and pages last, so a new page never points to an asset not yet there,
 * and files the new build no longer has are deleted only once every new file is in place.
 * The manifest written first lets the next run finish a swap that a crash interrupted.
 * `previous`: every file of the build `outDir` holds, when it is known (`site serve`'s rebuilds):
 * those deleted are taken from it rather than from a walk of the whole folder.
 */
export async function swapIn(staging: string, outDir: string, files: readonly string[], kept: readonly string[] = [], previous?: readonly string[]): Promise<void> {
  if (kept.length === 0 && !(await stat(outDir).catch(() => null))) {
    // Nothing to keep serving: one rename puts the whole build in place.
    await rename(staging, outDir);
    return;
  }
  const ordered = [...files].sort((a, b) => rank(a) - rank(b));
  // Written aside then renamed: a manifest is whole or absent, never half-written by a crash.
  await writeFile(path.join(staging, `${MANIFEST}.tmp`), JSON.stringify({ files: ordered, kept } satisfies Manifest));
  await rename(path.join(staging, `${MANIFEST}.tmp`), path.join(staging, MANIFEST));
  await finishSwap(staging, outDir, ordered, kept, previous);
}

/** After a crash: finishes each swap that had begun, and deletes each staging folder that had not. */
export async function recoverInterruptedSwaps(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = `.${path.basename(outDir)}-next-`;
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    const staging = path.join(parent, name);
    const manifest = await readFile(path.join(staging, MANIFEST), "utf8").catch(() => undefined);
    if (manifest !== undefined && (await stat(outDir).catch(() => null))) {
      const { files, kept } = JSON.parse(manifest) as Manifest;
      await finishSwap(staging, outDir, files, kept);
    } else {
      await rm(staging, { recursive: true, force: true });
    }
  }
}

async function finishSwap(staging: string, outDir: string, files: readonly string[], kept: readonly string[], previous?: readonly string[]): Promise<void> {
  const made = new Set<string>();
  // Rank by rank (the order of the manifest); within one, the renames run at once: waiting for
  // each in turn made the move the longest step of a warm build.
  for (const group of groupByRank(files)) {
    for (const file of group) await makeParents(outDir, path.dirname(file), made);
    // Settled, all of them, before a failure is thrown: nothing moves once swapIn has returned.
    const failed = (await Promise.allSettled(group.map((file) => moveFile(staging, outDir, file)))).find(
      (result) => result.status === "rejected",
    );
    if (failed) throw failed.reason;
  }
  const keep = new Set([...files, ...kept]);
  await (previous ? removeListed(outDir, previous.filter((file) => !keep.has(file))) : removeStale(outDir, keep));
  await rm(staging, { recursive: true, force: true });
}

async function moveFile(staging: string, outDir: string, file: string): Promise<void> {
  const to = path.join(outDir, file);
  // One call per file in the usual case: this runs for every file of every build.
  await rename(path.join(staging, file), to).catch(async (error: NodeJS.ErrnoException) => {
    // Already moved, before an interruption.
    if (error.code === "ENOENT") return;
    // A folder of the old build where the new one has a file.
    if (error.code !== "EISDIR" && error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    await rm(to, { recursive: true, force: true });
    await rename(path.join(staging, file), to);
  });
}

/** The files of each rank, lowest first. */
function groupByRank(files: readonly string[]): string[][] {
  return [0, 1, 2].map((level) => files.filter((file) => rank(file) === level)).filter((group) => group.length > 0);
}

/** Creates the folders of `dir` under `outDir`, replacing a file of the old build that stands in the way. */
async function makeParents(outDir: string, dir: string, made: Set<string>): Promise<void> {
  if (dir === "." || made.has(dir)) return;
  await makeParents(outDir, path.dirname(dir), made);
  const target = path.join(outDir, dir);
  const existing = await stat(target).catch(() => null);
  if (existing && !existing.isDirectory()) await rm(target, { force: true });
  if (!existing?.isDirectory()) await mkdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  made.add(dir);
}

/** Deletes what the new build does not have, then the folders left empty. */
async function removeStale(outDir: string, keep: ReadonlySet<string>): Promise<void> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const dirs: string[] = [];
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(outDir, full).split(path.sep).join("/");
    if (entry.isDirectory()) dirs.push(full);
    else if (!keep.has(relative)) await rm(full, { force: true });
  }
  // Deepest first; a folder that still holds files stays.
  for (const dir of dirs.sort((a, b) => b.length - a.length)) await rmdir(dir).catch(() => undefined);
}

/**
 * The files of the last build this one no longer has, and the folders they leave empty: a rebuild
 * of `site serve` after one save deletes a file or two, where a walk of the output stats and tries
 * to remove every folder of a thousand pages.
 */
async function removeListed(outDir: string, stale: readonly string[]): Promise<void> {
  const dirs = new Set<string>();
  for (const file of stale) {
    // Gone already when its folder became a file of the new build (ENOTDIR).
    await rm(path.join(outDir, file), { force: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOTDIR") throw error;
    });
    for (let dir = path.posix.dirname(file); dir !== "."; dir = path.posix.dirname(dir)) dirs.add(dir);
  }
  // Deepest first; a folder that still holds files stays.
  for (const dir of [...dirs].sort((a, b) => b.length - a.length)) await rmdir(path.join(outDir, dir)).catch(() => undefined);
}

/** Assets and other files first, then pages' compressed siblings, then the pages themselves. */
function rank(file: string): number {
  if (file.endsWith(".html")) return 2;
  if (/\.html\.(br|gz)$/.test(file)) return 1;
  return 0;
}
