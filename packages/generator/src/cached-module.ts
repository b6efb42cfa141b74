import { createHash } from "node:crypto";
import { access, mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeAtomically } from "./write-atomically.ts";

/** Kinds of bundled module the build imports from its cache folder: the site's server bundle, the content files' schemas. */
type ModuleKind = "server" | "content-files";

/**
 * Writes bundled code to the cache folder under a name made from its content, unless it is there
 * already, and says where. A new name for new code: Node caches modules by URL, and watch mode
 * imports each new bundle into the same process.
 */
export async function writeCachedModule(cacheDir: string, kind: ModuleKind, code: Uint8Array): Promise<{ file: string; written: boolean }> {
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = path.join(cacheDir, `${kind}-${hash}.mjs`);
  const there = await access(file).then(
    () => true,
    () => false,
  );
  if (there) return { file, written: false };
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(file, code);
  return { file, written: true };
}

/** Old modules pile up as the site changes; a day is long enough for any build still using one. */
export async function pruneCachedModules(cacheDir: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(cacheDir)) {
    if (!/^(server|content-files)-\w+\.mjs$/.test(name)) continue;
    const file = path.join(cacheDir, name);
    const stats = await stat(file).catch(() => null);
    if (stats && stats.mtimeMs < dayAgo) await rm(file, { force: true });
  }
}
