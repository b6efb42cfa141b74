import { readdir } from "node:fs/promises";
import path from "node:path";
import type { OutputMap } from "./output-map.ts";

/** Static files (fonts, images, videos) are copied as they are from public/. */
export async function listPublicFiles(publicDir: string): Promise<OutputMap> {
  const files: OutputMap = new Map();
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    // `parentPath` is Node 20.12+; `path` is its deprecated older name.
    const dir = (entry as { parentPath?: string }).parentPath ?? (entry as unknown as { path: string }).path;
    const source = path.join(dir, entry.name);
    files.set(path.relative(publicDir, source).split(path.sep).join("/"), { copyFrom: source });
  }
  return files;
}
