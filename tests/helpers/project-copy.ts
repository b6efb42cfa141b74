import { cp, readdir } from "node:fs/promises";
import path from "node:path";
import { copyProject as copySources, PROJECT_ROOT } from "../../scripts/lib/project-copy.ts";

export { PROJECT_ROOT };

/**
 * The build caches a copy can take: those whose entries are named by the content they were made
 * from (photos, font subsets, share cards, compressed files, the editor's bundles, design tokens,
 * the checked config), and those stamped with their inputs' sizes and times under names from the
 * project root (the compiled CLI, the server, client, style and editor bundles, the editor's
 * config: src/generator/input-stamps.ts), which the copy's files keep. Left behind: the caches
 * that name the project's absolute paths (the collections' photos, the stylesheet's parts).
 */
const COPIED_CACHES = ["images", "fonts", "cards", "compressed", "admin", "cli", "cli.json", "site-config-valid"];
const STAMPED_BUNDLES = /^(server|client|styles|admin|tokens)-[\w-]+\.(json|mjs)$/;

/**
 * A throwaway copy of the project (scripts/lib/project-copy.ts) with the project's caches, when it
 * has them: a first build of a copy otherwise compiles the CLI, bundles the site, encodes every
 * photo, cuts every font and draws every card, which most tests do not check. A test of those
 * steps' own caching asks for `{ caches: false }`.
 */
export async function copyProject(options: { caches?: boolean } = {}): ReturnType<typeof copySources> {
  const project = await copySources();
  if (options.caches === false) return project;
  const cacheDir = path.join(PROJECT_ROOT, ".cache/site");
  const bundles = (await readdir(cacheDir).catch(() => [])).filter((name) => STAMPED_BUNDLES.test(name));
  for (const entry of [...COPIED_CACHES, ...bundles]) {
    // A file another build is writing carries its process id (write-atomically.ts): not yet an entry.
    await cp(path.join(cacheDir, entry), path.join(project.root, ".cache/site", entry), { recursive: true, filter: (file) => !/\.\d+$/.test(file) }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  return project;
}
