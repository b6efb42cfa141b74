import { copyFile, cp, link, mkdir, readdir } from "node:fs/promises";
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
 *
 * Copied: the caches a step writes over in place (esbuild's compiled CLI, its manifest, the
 * checked config's stamp) and the stamped bundles (STAMPED_BUNDLES).
 */
const COPIED_CACHES = ["cli", "cli.json", "site-config-valid"];
/**
 * Hard-linked: the caches whose files are only ever added, each written whole under a temporary
 * name and renamed (src/generator/write-atomically.ts), never rewritten in place. A build in the
 * copy that writes an entry renames a new file over the link and leaves the project's untouched;
 * linking spares copying 14 MB a copy, which a test run makes about thirty times.
 */
const LINKED_CACHES = ["images", "fonts", "cards", "compressed", "admin"];
const STAMPED_BUNDLES = /^(server|client|styles|admin|tokens)-[\w-]+\.(json|mjs)$/;
/** A file another build is writing carries its process id (write-atomically.ts): not yet an entry. */
const PARTIAL = /\.\d+$/;

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
  const absent = (error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  };
  for (const entry of [...COPIED_CACHES, ...bundles]) {
    await cp(path.join(cacheDir, entry), path.join(project.root, ".cache/site", entry), { recursive: true, filter: (file) => !PARTIAL.test(file) }).catch(absent);
  }
  for (const entry of LINKED_CACHES) {
    await linkTree(path.join(cacheDir, entry), path.join(project.root, ".cache/site", entry)).catch(absent);
  }
  return project;
}

/** `to` made like `from`, its files hard links to `from`'s (copies where the two are on different file systems). */
async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true });
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile() && !PARTIAL.test(entry.name)) {
      await link(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EXDEV" && error.code !== "EPERM") throw error;
        return copyFile(source, target);
      });
    }
  }
}
