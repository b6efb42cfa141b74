import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readWhole } from "../fs-callbacks.ts";
import type { Output } from "../output-map.ts";
import type { SearchDefinition } from "../site-definition.ts";
import { BuildError } from "../build-error.ts";

/**
 * Pagefind's ready-made interfaces and its playground: a site that has a search of its own loads
 * none of them, and together they are 420 kB that no page would ask for. And the WebAssembly for
 * pages of no known language: with the language forced, every page has one.
 */
const UNUSED = /^(pagefind-(ui|modular-ui|component-ui|highlight)\.|playground\/|wasm\.unknown\.)/;

/** A cache entry's folder: the key's hex digits, not a partial entry (`<key>.<pid>`). */
const ENTRY_NAME = /^[0-9a-f]{32}$/;

/** The marker Pagefind indexes a page by: a page without it is left out of the index. */
const BODY_MARKER = "data-pagefind-body";

/**
 * Pages waiting for Pagefind with their text, at most: the render outruns it (at 10,000 articles
 * the waiting pages held 150 MB of V8's heap); the pages past these are read back from the output
 * in their turn.
 */
const HELD_PAGES = 64;

export interface SearchIndexOptions {
  /** Whether Pagefind may take each page as it is rendered (a first build; see below). */
  early: boolean;
  /** A page as the build wrote it, once written. */
  read: (file: string) => Promise<string>;
  /** Pages held in memory while Pagefind is behind (HELD_PAGES). */
  heldPages?: number;
}

export interface SearchIndex {
  /** Takes a page as it is rendered: its address and a hash of its text are kept (and, when the index is made meanwhile, the page is sent to Pagefind). */
  note(file: string, url: string, html: string): void;
  /**
   * The index's files, under the definition's folder: from the cache when every page noted is as
   * it was, else made by Pagefind from the pages, read back one at a time.
   */
  finish(): Promise<[string, Output][]>;
  /** Stops Pagefind if it was started and `finish` will not be called (a failed build). */
  abandon(): Promise<void>;
}

/**
 * A static search index of the site's pages (Pagefind: it reads the built HTML, stems the words in
 * the site's language, and splits the index into files fetched as a query needs them), cached in
 * `.cache/site/search/` by the pages' text and the Pagefind version: a build whose pages did not
 * change starts no Pagefind. The pages' URLs are written in with the base path, so that results
 * link under it whatever folder the site is served from.
 * With `early` (a first build, and a cache holding no index: a cold build, as CI's without a
 * cache) no cache entry can be the one, so Pagefind takes each page as it is rendered, on the other
 * core, rather than all of them once the last is: on the site plus 1,000 articles it indexed for 5
 * s after the render (docs/performance.md, "Warm and cold builds").
 */
export function startSearchIndex(search: SearchDefinition, cacheDir: string, { early, read, heldPages = HELD_PAGES }: SearchIndexOptions): SearchIndex {
  const version = pagefindVersion();
  // What the index is made with, then every page it is made from.
  const hash = createHash("sha256").update(`${version}\0${search.language}\0${UNUSED.source}\0`);
  const pages: { file: string; url: string }[] = [];
  const folder = path.join(cacheDir, "search");
  const index = early && !hasEntries(folder) ? openIndex(search.language) : undefined;
  return {
    note(file, url, html) {
      if (!html.includes(BODY_MARKER)) return;
      pages.push({ file, url });
      hash.update(`${url}\0${html}\0`);
      index?.add(file, url, index.waiting() < heldPages ? html : () => read(file));
    },
    async finish() {
      const entry = path.join(folder, hash.digest("hex").slice(0, 32));
      let files: [string, Buffer][];
      if (index) files = await index.writeEntry(folder, entry);
      else files = (await readEntry(entry)) ?? (await indexPages(search.language, pages, read, folder, entry));
      return files.map(([file, data]) => [`${search.folder}/${file}`, { data }]);
    },
    abandon: async () => void (await index?.close()),
  };
}

/** Whether the cache holds a whole index. */
function hasEntries(folder: string): boolean {
  try {
    return readdirSync(folder).some((name) => ENTRY_NAME.test(name));
  } catch {
    return false;
  }
}

/** Pagefind's version, part of the cache key: another version writes another index. */
function pagefindVersion(): string {
  // Its package exports an ES module only, which require.resolve does not find.
  const entry = fileURLToPath(import.meta.resolve("pagefind"));
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  return manifest.version;
}

/**
 * A cache entry's files, read whole: another build of the same project (another base path, the
 * drafts) may remove the entry once it has made its own, so nothing is copied from it later. None
 * if the entry is not there, or goes while it is read.
 */
async function readEntry(entry: string): Promise<[string, Buffer][] | undefined> {
  try {
    const list = JSON.parse(await readFile(path.join(entry, "files.json"), "utf8")) as string[];
    return await Promise.all(list.map(async (file): Promise<[string, Buffer]> => [file, await readWhole(path.join(entry, file))]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The cache's whole entries (not another build's partial one), the newest first. */
async function entriesNewestFirst(folder: string): Promise<string[]> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => ENTRY_NAME.test(name));
  const dated = await Promise.all(names.map(async (name) => ({ entry: path.join(folder, name), time: (await stat(path.join(folder, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
  return dated.sort((a, b) => b.time - a.time).map(({ entry }) => entry);
}

/**
 * Builds that make other indexes at the same time (tests, another base path) each keep theirs: the
 * few made last stay, older ones go.
 */
const KEPT_ENTRIES = 4;

/** Pagefind's index of `pages`, read back from the output one at a time, written into the cache entry. */
async function indexPages(language: string, pages: readonly { file: string; url: string }[], read: (file: string) => Promise<string>, folder: string, entry: string): Promise<[string, Buffer][]> {
  const index = openIndex(language);
  try {
    // One page in flight at a time: each is a few tens of kB of HTML, a thousand would be held at once.
    for (const { file, url } of pages) {
      index.add(file, url, () => read(file));
      await index.added();
    }
    return await index.writeEntry(folder, entry);
  } finally {
    await index.close();
  }
}

/**
 * A Pagefind index being made: pages are sent in the order they are added, one at a time (the
 * others wait, as their text or as a way to read it), and the first failure is thrown by `added`
 * or `writeEntry`.
 */
function openIndex(language: string) {
  const started = import("pagefind").then(async (pagefind) => {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: language });
    if (!index) throw new BuildError(`Pagefind could not start: ${errors.join("; ")}`);
    return { pagefind, index };
  });
  let queue: Promise<unknown> = started;
  let closed: Promise<void> | undefined;
  let waiting = 0;
  const close = () => (closed ??= started.then(async ({ pagefind }) => void (await pagefind.close()), () => undefined));
  queue.catch(() => undefined);
  return {
    add(file: string, url: string, content: string | (() => Promise<string>)) {
      waiting++;
      queue = queue.then(async () => {
        const { index } = await started;
        const text = typeof content === "string" ? content : await content();
        const added = await index.addHTMLFile({ url, content: text }).finally(() => waiting--);
        if (added.errors.length > 0) throw new BuildError(`Pagefind could not index ${file}: ${added.errors.join("; ")}`);
      });
      // Thrown by `added` or `writeEntry`; until then not unhandled.
      queue.catch(() => undefined);
    },
    added: () => queue,
    /** Pages added and not yet taken by Pagefind. */
    waiting: () => waiting,
    /**
     * The index's files, written into the cache entry whole (a folder renamed into place, its list
     * last), the older entries removed but the few made last (KEPT_ENTRIES).
     */
    async writeEntry(folder: string, entry: string): Promise<[string, Buffer][]> {
      try {
        await queue;
        const written = await (await started).index.getFiles();
        if (written.errors.length > 0) throw new BuildError(`Pagefind could not write the index: ${written.errors.join("; ")}`);
        // In the order of the entry's list, as a build that takes the index from the cache has it.
        const kept = written.files.filter((file) => !UNUSED.test(file.path)).sort((a, b) => (a.path < b.path ? -1 : 1));
        const partial = `${entry}.${process.pid}`;
        await rm(partial, { recursive: true, force: true });
        for (const file of kept) {
          await mkdir(path.dirname(path.join(partial, file.path)), { recursive: true });
          await writeFile(path.join(partial, file.path), file.content);
        }
        await writeFile(path.join(partial, "files.json"), JSON.stringify(kept.map((file) => file.path)));
        // Another build may have made the same entry meanwhile: theirs stays, this one goes.
        await rename(partial, entry).catch(() => rm(partial, { recursive: true, force: true }));
        for (const old of (await entriesNewestFirst(folder)).filter((name) => name !== entry).slice(KEPT_ENTRIES - 1)) await rm(old, { recursive: true, force: true });
        return kept.map((file): [string, Buffer] => [file.path, Buffer.from(file.content)]);
      } finally {
        await close();
      }
    },
    close,
  };
}
