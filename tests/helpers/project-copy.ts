import { copyFile, cp, link, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { copyProject as copySources, PROJECT_ROOT } from "../../scripts/lib/project-copy.ts";

export { PROJECT_ROOT };

/**
 * The build caches a copy can take: those whose entries are named by the content they were made
 * from (photos, the icon's PNG, font subsets, share cards, compressed files, the search index, the editor's bundles,
 * design tokens, the checked config), and those stamped with their inputs' sizes and times under
 * names from the project root (the compiled CLI, the server, client, style and editor bundles,
 * the editor's config, the checked YAML files: packages/generator/src/input-stamps.ts), which the copy's files keep. Left behind:
 * the caches that name the project's absolute paths (the collections' photos, the stylesheet's
 * parts).
 *
 * Their files are hard-linked, not copied: each is written whole under a temporary name and
 * renamed (packages/generator/src/write-atomically.ts, bin/site.js), never rewritten in place, so a build in
 * the copy that writes an entry renames a new file over the link and leaves the project's
 * untouched. Linking spares copying 15 MB a copy, which a test run makes about thirty times. The
 * checked config's stamp alone is written over in place (validate-config.ts): it is copied.
 */
const LINKED_CACHES = ["images", "icon", "fonts", "cards", "compressed", "admin", "cli", "cli.json", "search"];
const COPIED_CACHES = ["site-config-valid"];
const STAMPED_BUNDLES = /^(server|client|styles|admin|tokens|yaml)-[\w-]+\.(json|mjs)$/;
/** A file another build is writing carries its process id (write-atomically.ts): not yet an entry. */
const PARTIAL = /\.\d+$/;

/** For a cache the project does not have (yet), or a file of it gone meanwhile: nothing to take. */
function absent(error: NodeJS.ErrnoException): undefined {
  if (error.code !== "ENOENT") throw error;
  return undefined;
}

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
  for (const entry of COPIED_CACHES) {
    await cp(path.join(cacheDir, entry), path.join(project.root, ".cache/site", entry), { recursive: true }).catch(absent);
  }
  for (const entry of [...LINKED_CACHES, ...bundles]) {
    await linkTree(path.join(cacheDir, entry), path.join(project.root, ".cache/site", entry));
  }
  return project;
}

/**
 * `to` made like `from`, a file or a folder, its files hard links to `from`'s (copies where the two
 * are on different file systems). A file gone meanwhile (another build's temporary file, renamed)
 * is left out.
 */
async function linkTree(from: string, to: string): Promise<void> {
  const stats = await stat(from).catch(absent);
  if (!stats) return;
  if (!stats.isDirectory()) {
    await mkdir(path.dirname(to), { recursive: true });
    await link(from, to).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EXDEV" && error.code !== "EPERM") return absent(error);
      return copyFile(from, to).catch(absent);
    });
    return;
  }
  await mkdir(to, { recursive: true });
  for (const name of await readdir(from)) {
    if (!PARTIAL.test(name)) await linkTree(path.join(from, name), path.join(to, name));
  }
}
