import { cp, mkdtemp, readdir, rm, stat, symlink, utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "..", "..");

/**
 * A throwaway copy of the project's sources (node_modules linked, not copied), for tests
 * that break a page or add an island without touching the real tree, and for the bench's builds.
 * Files and folders keep their modification times, so that the build's caches, stamped with them,
 * hold in the copy as in the project (src/generator/input-stamps.ts).
 */
export async function copyProject(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-project-"));
  for (const entry of ["bin", "src", "pages", "styles", "public", "content", "package.json", "tsconfig.json", ".htmlvalidate.mjs"]) {
    await cp(path.join(PROJECT_ROOT, entry), path.join(root, entry), { recursive: true });
    await copyTimes(path.join(PROJECT_ROOT, entry), path.join(root, entry));
  }
  await symlink(path.join(PROJECT_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * `from`'s modification time on `to`, and on everything inside, once all is copied (a file added
 * to a folder changes the folder's time). The stamps keep whole milliseconds: the time set is half
 * a microsecond past the millisecond, where the seconds' rounding to a double cannot take it below.
 */
async function copyTimes(from: string, to: string): Promise<void> {
  const stats = await stat(from);
  if (stats.isDirectory()) {
    for (const name of await readdir(from)) await copyTimes(path.join(from, name), path.join(to, name));
  }
  await utimes(to, stats.atime, (Math.floor(stats.mtimeMs) + 0.0005) / 1000);
}
