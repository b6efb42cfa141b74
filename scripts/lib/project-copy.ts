import { execFileSync } from "node:child_process";
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

/**
 * Writes `paths` (every tracked file when none is named) as they are at git ref `ref` (a commit, a
 * branch, a tag) into `root`.
 */
export function extractAt(ref: string, root: string, paths: string[] = []): void {
  let archive: Buffer;
  try {
    archive = execFileSync("git", ["archive", ref, "--", ...paths], { cwd: PROJECT_ROOT, maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const said = String((error as { stderr?: Buffer }).stderr ?? "").trim();
    throw new Error(`"${ref}" is not a commit of this repository that git can read${said ? ` (git: ${said})` : ""}`);
  }
  execFileSync("tar", ["-x", "-C", root], { input: archive });
}

/**
 * A throwaway copy of the project as committed at git ref `ref`, node_modules linked: the site
 * before a change, measured beside it (`npm run lighthouse -- --before <ref>`).
 */
export async function copyProjectAt(ref: string): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-project-"));
  try {
    extractAt(ref, root);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  await symlink(path.join(PROJECT_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
