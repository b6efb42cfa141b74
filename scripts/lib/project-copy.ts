import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "..", "..");

/**
 * A throwaway copy of the project's sources (node_modules linked, not copied), for tests
 * that break a page or add an island without touching the real tree, and for the bench's builds.
 */
export async function copyProject(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-project-"));
  for (const entry of ["bin", "src", "pages", "styles", "public", "content", "package.json", "tsconfig.json", ".htmlvalidate.mjs"]) {
    await cp(path.join(PROJECT_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  await symlink(path.join(PROJECT_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
