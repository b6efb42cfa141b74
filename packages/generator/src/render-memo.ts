import { createHash } from "node:crypto";
import type { RenderOptions, SiteRoute } from "./site-definition.ts";

/**
 * `site serve`'s memory of the pages it rendered, so that saving one article of a thousand renders
 * again only the pages that depend on it. A page depends on its route (its props hold its entry),
 * on what it is rendered with (stylesheets, script, share card…) and on the collections it read
 * while rendering: a listing that went through the articles reads them, an article's own page
 * does not. A page whose route, options and collections read are as they were is not rendered
 * again: rendering is a function of those (renderToString, no clock, no randomness).
 * Kept by the build worker of `site serve` only (workers/build-worker.ts): `site build` renders all.
 */
export type RenderMemo = Map<string, MemoPage>;

export interface MemoPage {
  /** The route and its options, without the collections: a hash. */
  own: string;
  /** The collections the page read, each with the hash of its entries then. */
  read: [string, string][];
  islands: string[];
  behaviours: string[];
}

/**
 * One build's use of the memo: `last` is read, `next` is filled with every page of this build
 * (kept or rendered), and is the memo of the next build only if this one succeeds, as the output
 * is. The collections' hashes are computed once, as pages ask for them.
 */
export function memoRound(last: RenderMemo, next: RenderMemo, collections: RenderOptions["collections"]) {
  const hashes = new Map<string, string>();
  const hashOf = (name: string) => {
    if (!hashes.has(name)) hashes.set(name, sha(JSON.stringify(collections[name] ?? null)));
    return hashes.get(name)!;
  };
  return {
    /** The hash of what the page is rendered from, bar the collections. */
    ownKey: (route: SiteRoute, options: RenderOptions) => sha(JSON.stringify([route, { ...options, collections: undefined }])),
    /** The page as rendered last, if nothing it was rendered from has changed since. */
    unchanged(path: string, own: string): MemoPage | undefined {
      const page = last.get(path);
      if (!page || page.own !== own || !page.read.every(([name, hash]) => hashOf(name) === hash)) return undefined;
      next.set(path, page);
      return page;
    },
    /** The collections, watched: the names of those a render goes through are added to `read`. */
    watched(read: Set<string>): RenderOptions["collections"] {
      return Object.fromEntries(Object.entries(collections).map(([name, entries]) => [name, watchedList(entries, () => read.add(name))]));
    },
    remember(path: string, own: string, read: Set<string>, page: { islands: string[]; behaviours: string[] }): void {
      next.set(path, { own, read: [...read].sort().map((name) => [name, hashOf(name)]), islands: page.islands, behaviours: page.behaviours });
    },
  };
}

/** The list as it is, calling `touched` whenever anything of it is read (an entry, its length, an iterator). */
function watchedList<Entry>(entries: readonly Entry[], touched: () => void): readonly Entry[] {
  return new Proxy(entries, {
    get(target, key, receiver) {
      touched();
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
