import { cp } from "node:fs/promises";
import path from "node:path";
import { copyProject as copySources, PROJECT_ROOT } from "../../scripts/lib/project-copy.ts";

export { PROJECT_ROOT };

/**
 * The build caches whose entries are named by the content they were made from (photos, font
 * subsets, share cards, compressed files, the editor's bundle), so an entry is as valid in a copy
 * as in the project. The others are stamped with their inputs' absolute paths (stamped-cache.ts):
 * in a copy they would vouch for the project's files, not the copy's, so they are left behind.
 */
const CONTENT_CACHES = ["images", "fonts", "cards", "compressed", "admin", "admin-decap.json"];

/**
 * A throwaway copy of the project (scripts/lib/project-copy.ts) with the project's content caches,
 * when it has them: a first build of a copy otherwise encodes every photo, cuts every font and
 * draws every card, half a minute that most tests do not check. A test of those steps' own
 * caching asks for `{ caches: false }`.
 */
export async function copyProject(options: { caches?: boolean } = {}): ReturnType<typeof copySources> {
  const project = await copySources();
  if (options.caches === false) return project;
  for (const entry of CONTENT_CACHES) {
    const from = path.join(PROJECT_ROOT, ".cache/site", entry);
    // A file another build is writing carries its process id (write-atomically.ts): not yet an entry.
    await cp(from, path.join(project.root, ".cache/site", entry), { recursive: true, filter: (file) => !/\.\d+$/.test(file) }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  return project;
}
