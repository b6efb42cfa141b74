import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { noteRemade } from "../cache-log.ts";
import { entryKey } from "../content/entry-cache.ts";
import { writeAtomically } from "../write-atomically.ts";
import { siteCharacters, type SiteCharacters } from "./site-characters.ts";

// The generator's build, by the name of the compiled chunk holding this code (bin/launch.js names
// chunks by content, so by the chunks they import: site-characters.ts's among them), not by its path.
const GENERATOR = path.basename(import.meta.url);

/**
 * The site's characters (site-characters.ts), kept in the cache for the next build by what they are
 * read from: the server bundle (named by its content), the stylesheet, and the key of each entry
 * shown (its file's content and what parsed it: entry-cache.ts). A build with the cache CI restores
 * does not read every entry's text again: 0.4 s of its main thread at 1,000 articles. An entry
 * without a key (made by a preview) makes them read as without the cache.
 */
export async function keptSiteCharacters(cacheDir: string, moduleUrl: string, collections: Readonly<Record<string, readonly object[]>>, css: string): Promise<SiteCharacters> {
  const keys = Object.entries(collections).map(([name, entries]) => [name, entries.map(entryKey)] as const);
  if (keys.some(([, entries]) => entries.includes(undefined))) return siteCharacters(moduleUrl, collections, css);
  const key = createHash("md5").update(JSON.stringify([GENERATOR, path.basename(moduleUrl), css, keys])).digest("hex");
  const file = path.join(cacheDir, "site-characters.json");
  const last = await readFile(file, "utf8").then((text) => JSON.parse(text) as { key: string; characters: SiteCharacters }, () => undefined);
  if (last?.key === key) return last.characters;
  noteRemade("site characters");
  const characters = await siteCharacters(moduleUrl, collections, css);
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(file, JSON.stringify({ key, characters }));
  return characters;
}
