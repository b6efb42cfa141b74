import { realpath } from "node:fs/promises";
import path from "node:path";
import type { RequestedPath } from "./cms-api-actions.ts";

/** The folder the editor reads and writes, and the project its paths start from (decap-server's repository). */
export interface EditableFolder {
  root: string;
  contentDir: string;
}

/**
 * Why a path the editor names is refused, or undefined when it lies in the content folder: a
 * path from the project root, without "..", and whose real location, symlinks followed, is in the
 * content folder's real location. A folder may be the content folder itself; a file lies below it.
 */
export async function contentPathRefusal(requested: RequestedPath, { root, contentDir }: EditableFolder): Promise<string | undefined> {
  const { field, value } = requested;
  const shown = `${path.relative(root, contentDir).split(path.sep).join("/")}/`;
  if (typeof value !== "string" || value === "") return `${field} doit être un chemin dans ${shown}.`;
  const refused = `${field} : « ${value} » n'est pas dans ${shown}, le seul dossier que l'éditeur local lit et écrit.`;
  if (value.includes("\0") || path.isAbsolute(value) || path.win32.isAbsolute(value) || value.split(/[\\/]/).includes("..")) return refused;
  const target = path.resolve(root, value);
  if (!isInside(target, contentDir, requested.folder)) return refused;
  const [realTarget, realContent] = await Promise.all([realpathOfExisting(target), realpath(contentDir)]);
  return realTarget !== undefined && isInside(realTarget, realContent, true) ? undefined : refused;
}

function isInside(target: string, dir: string, orSame = false): boolean {
  const relative = path.relative(dir, target);
  if (relative === "") return orSame;
  return !relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative);
}

/**
 * The real path of `target` as far as it exists (a file about to be written is not there yet, its
 * folder may be a symlink), or undefined when it cannot be told (a symlink loop, no permission).
 */
async function realpathOfExisting(target: string): Promise<string | undefined> {
  const missing: string[] = [];
  for (let at = target; path.dirname(at) !== at; at = path.dirname(at)) {
    try {
      return path.join(await realpath(at), ...missing);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "ENOTDIR") return undefined;
      missing.unshift(path.basename(at));
    }
  }
  return undefined;
}
