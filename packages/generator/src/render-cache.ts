import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Site } from "./bundle-server.ts";
import { openPackFile } from "./pack-file.ts";
import type { MemoPage, RenderMemo } from "./render-memo.ts";

/**
 * `site build`'s render memo (render-memo.ts) kept in `.cache/site/render/` with the pages it
 * describes: a build with the cache CI restores renders again only the pages whose route, options
 * or reads of the collections changed, and takes the others as the last build wrote them. What the
 * memo cannot see is in the pack's key: the site's code (its bundle is named by content), and the
 * version of every package that code imports (React's renderer among them).
 */
export interface RenderCache {
  /** The last build's pages, read; and this build's, filled. */
  memo: { last: RenderMemo; next: RenderMemo };
  /** A page's HTML as the last build wrote it, and the characters it draws, if the cache holds them intact. */
  take(route: string): Promise<{ html: Buffer; drawn: Set<string> } | undefined>;
  /** A page of this build and the characters it draws (drawn-characters.ts), kept for the next if the memo holds it. */
  put(route: string, html: Buffer, drawn: ReadonlySet<string>): void;
  /** The memo and its pages replace the last (`save`: the build succeeded), or are dropped. */
  close(save: boolean): Promise<void>;
}

/** Bumped when what is saved, or what it means, changes. */
const FORMAT = "render-cache 2";

export async function openRenderCache(cacheDir: string, site: Site): Promise<RenderCache> {
  const made = [FORMAT, site.version, ...importedVersions(fileURLToPath(site.moduleUrl))].join("\0");
  const pack = await openPackFile(path.join(cacheDir, "render"), "pages", made);
  const memo = { last: decodeMemo(pack.meta), next: new Map() as RenderMemo };
  return {
    memo,
    async take(route) {
      const [html, drawn] = (await pack.take(route)) ?? [];
      // UTF-16: a page's characters are code units, half a surrogate pair among them, which UTF-8 cannot hold.
      return html && drawn && { html, drawn: new Set(drawn.toString("utf16le").split("")) };
    },
    put: (route, html, drawn) => memo.next.has(route) && pack.put(route, [html, Buffer.from([...drawn].join(""), "utf16le")]),
    // A memo whose every page was kept as it was is the last one: saved again, it would be the same.
    close: (save) => pack.close(save, sameMemo(memo.last, memo.next) ? undefined : () => encodeMemo(memo.next)),
  };
}

const sameMemo = (last: RenderMemo, next: RenderMemo) => next.size === last.size && [...next].every(([route, page]) => last.get(route) === page);

/** Each package the bundle imports, with its installed version: "react@19.3.1". */
function importedVersions(bundle: string): string[] {
  const code = readFileSync(bundle, "utf8");
  const names = new Set([...code.matchAll(/(?:\bfrom|\bimport)\s*["']((?:@[^"'/]+\/)?[^"'./][^"'/]*)/g)].map((match) => match[1]!));
  const require = createRequire(bundle);
  return [...names].sort().map((name) => `${name}@${installedVersion(require, name, bundle)}`);
}

function installedVersion(require: NodeJS.Require, name: string, bundle: string): string {
  const manifests = [() => require.resolve(`${name}/package.json`), () => path.join(path.dirname(bundle), "..", "..", "node_modules", name, "package.json")];
  for (const manifest of manifests) {
    try {
      return (JSON.parse(readFileSync(manifest(), "utf8")) as { version: string }).version;
    } catch {
      // A package whose exports hide its package.json: read from node_modules.
    }
  }
  return "unknown";
}

/**
 * The memo as saved: every field any page read, once, and each page's reads as ranges of that
 * list (a listing's reads of every article's date are one range). A value `undefined` is saved as
 * a mark, JSON having none.
 */
interface SavedMemo {
  orders: Record<string, string>;
  fields: MemoPage["fields"];
  pages: [route: string, own: string, orders: string[], ranges: number[], islands: string[], behaviours: string[]][];
}

const UNDEFINED = "\0undefined";

function encodeMemo(memo: RenderMemo): SavedMemo {
  const saved: SavedMemo = { orders: {}, fields: [], pages: [] };
  const indexOf = new Map<string, number>();
  for (const [route, page] of memo) {
    // Every page of one build read the same order of a list; one that did not is not saved.
    if (page.orders.some(([name, order]) => (saved.orders[name] ??= order) !== order)) continue;
    const ranges: number[] = [];
    for (const [name, slug, field, value] of page.fields) {
      const key = `${name}\0${slug}\0${field}`;
      if (!indexOf.has(key)) indexOf.set(key, saved.fields.push([name, slug, field, value === undefined ? UNDEFINED : value]) - 1);
      const index = indexOf.get(key)!;
      if (ranges.length > 0 && ranges.at(-1)! === index - 1) ranges[ranges.length - 1] = index;
      else ranges.push(index, index);
    }
    saved.pages.push([route, page.own, page.orders.map(([name]) => name), ranges, page.islands, page.behaviours]);
  }
  return saved;
}

function decodeMemo(meta: unknown): RenderMemo {
  const memo: RenderMemo = new Map();
  const saved = meta as SavedMemo | undefined;
  if (!saved || !Array.isArray(saved.pages)) return memo;
  const fields = saved.fields.map(([name, slug, field, value]) => [name, slug, field, value === UNDEFINED ? undefined : value] as MemoPage["fields"][number]);
  for (const [route, own, orders, ranges, islands, behaviours] of saved.pages) {
    const read: MemoPage["fields"] = [];
    for (let at = 0; at < ranges.length; at += 2) for (let index = ranges[at]!; index <= ranges[at + 1]!; index++) read.push(fields[index]!);
    memo.set(route, { own, orders: orders.map((name) => [name, saved.orders[name]!]), fields: read, islands, behaviours });
  }
  return memo;
}
