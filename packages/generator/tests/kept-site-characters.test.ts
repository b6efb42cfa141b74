import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { withCacheLog } from "../src/cache-log.ts";
import { noteEntryKey } from "../src/content/entry-cache.ts";
import { keptSiteCharacters } from "../src/fonts/kept-site-characters.ts";
import { siteCharacters } from "../src/fonts/site-characters.ts";
import { useTempDirs } from "./helpers/temp-dirs.ts";

// The site's characters are kept in .cache/site by the keys of the entries they were read from
// (kept-site-characters.ts): a build with the cache CI restores does not read every entry again.

const tempDir = useTempDirs("kept-characters-");

/** An entry as the collections' loader hands it: with the key it was cached under (its file's content). */
function entry(slug: string, title: string) {
  const made = { slug, date: "2027-01-01", draft: false, title, html: `<p>${title}</p>` };
  noteEntryKey(made, `key of ${slug}: ${title}`);
  return made;
}

async function project() {
  const dir = await tempDir();
  const module = path.join(dir, "server-0123456789abcdef.mjs");
  writeFileSync(module, 'export const label = "Chantier";\n');
  return { cacheDir: path.join(dir, ".cache"), moduleUrl: pathToFileURL(module).href };
}

/** The characters as kept, and whether they had to be read again. */
async function kept(cacheDir: string, moduleUrl: string, entries: object[]) {
  let made = 0;
  const characters = await withCacheLog(async (remade) => {
    const found = await keptSiteCharacters(cacheDir, moduleUrl, { blog: entries }, "");
    made = remade.get("site characters") ?? 0;
    return found;
  });
  return { characters, made };
}

describe("the site's characters, kept between builds", () => {
  it("given the same entries (the same keys), should give what reading them gives, without reading them again", async () => {
    const { cacheDir, moduleUrl } = await project();
    const entries = [entry("a", "Grue à tour"), entry("b", "Béton armé")];
    expect((await kept(cacheDir, moduleUrl, entries)).made).toBe(1);
    const again = await kept(cacheDir, moduleUrl, [entry("a", "Grue à tour"), entry("b", "Béton armé")]);
    expect(again.made).toBe(0);
    expect(again.characters).toEqual(await siteCharacters(moduleUrl, { blog: entries }, ""));
  });

  it("given an entry changed, should read them again and find its new characters", async () => {
    const { cacheDir, moduleUrl } = await project();
    await kept(cacheDir, moduleUrl, [entry("a", "Grue à tour")]);
    const changed = await kept(cacheDir, moduleUrl, [entry("a", "Grue à tour, œuvre")]);
    expect(changed.made).toBe(1);
    expect(changed.characters.characters).toContain("œ");
  });

  it("given an entry without a key, should read them and keep nothing", async () => {
    const { cacheDir, moduleUrl } = await project();
    await kept(cacheDir, moduleUrl, [entry("a", "Grue à tour")]);
    const unkeyed = { slug: "c", date: "2027-01-01", draft: false, title: "Échafaudage" };
    expect((await kept(cacheDir, moduleUrl, [entry("a", "Grue à tour"), unkeyed])).characters.characters).toContain("É");
    expect((await kept(cacheDir, moduleUrl, [entry("a", "Grue à tour")])).made).toBe(0);
  });
});
