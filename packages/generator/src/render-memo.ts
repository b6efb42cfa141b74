import { createHash } from "node:crypto";
import type { CollectionEntry, RenderOptions, SiteRoute } from "./site-definition.ts";

/**
 * `site serve`'s memory of the pages it rendered, so that saving one article of a thousand renders
 * again only the pages that show something of it. A page depends on its route (its props hold its
 * own entry), on what it is rendered with (stylesheets, script, share card, the day…) and on what it
 * read of the collections while rendering: the order of a list it went through, and each field of
 * each entry it read. A listing reads every article's date to sort them and the titles of those it
 * shows; an article's own page reads no list. A page whose route, options and reads are as they
 * were is not rendered again: rendering is a function of those (renderToString, no clock, no
 * randomness). Kept by the build worker of `site serve` (workers/build-worker.ts), and by `site
 * build` in its cache (render-cache.ts).
 */
export type RenderMemo = Map<string, MemoPage>;

export interface MemoPage {
  /** The route and its options, without the collections: a hash. */
  own: string;
  /** Each list whose order the page read, with that order (its entries' slugs) then. */
  orders: [string, string][];
  /** Each field of an entry the page read: its collection, the entry's slug, the field, its value then. */
  fields: [string, string, string, unknown][];
  islands: string[];
  behaviours: string[];
}

/** What one render read of the collections; past `max` fields, only that it read too many. */
interface Reads {
  orders: Set<string>;
  /** Each field once: an entry's proxy notes each of its fields the first time it is read. */
  fields: MemoPage["fields"];
  max: number;
  overflow: boolean;
}

type Collections = RenderOptions["collections"];

/**
 * Past this many fields read, a page is rendered at every build rather than remembered: at 10,000
 * articles each listing page reads every article's date, and each category's page its 2,500
 * articles' dates; the memo of those reads, held by `site serve`'s worker and saved by `site
 * build`, would take hundreds of MB for the tenth of the pages that listings are. At 1,000
 * articles a listing reads 1,086 fields.
 */
const MAX_READS = 2_000;

export interface MemoLimits {
  /** Past this many fields read, a page is not remembered: MAX_READS unless said. */
  maxReads?: number;
  /** What a page can show of the build's day (SiteDefinition.dayShown); the whole day if not said. */
  dayShown?: (today: string) => string;
}

/**
 * One build's use of the memo: `last` is read, `next` is filled with every page of this build
 * (kept or rendered), and is the memo of the next build only if this one succeeds, as the output is.
 */
export function memoRound(last: RenderMemo, next: RenderMemo, collections: Collections, { maxReads = MAX_READS, dayShown = (day: string) => day }: MemoLimits = {}) {
  const orders = new Map<string, string>();
  const orderOf = (name: string) => {
    if (!orders.has(name)) orders.set(name, (collections[name] ?? []).map((entry) => entry.slug).join("\0"));
    return orders.get(name)!;
  };
  const bySlug = new Map(Object.entries(collections).map(([name, entries]) => [name, new Map(entries.map((entry) => [entry.slug, entry as unknown as Record<string, unknown>]))]));
  const same = ([name, slug, field, value]: MemoPage["fields"][number]) => {
    const entry = bySlug.get(name)?.get(slug);
    return entry !== undefined && comparable(entry[field]) === value;
  };
  return {
    /** The hash of what the page is rendered from, bar the collections; of the day, only what the site shows of it. */
    ownKey: (route: SiteRoute, options: RenderOptions) => sha(JSON.stringify([route, { ...options, collections: undefined, today: dayShown(options.today) }])),
    /** The page as rendered last, if nothing it was rendered from has changed since. */
    unchanged(path: string, own: string): MemoPage | undefined {
      const page = last.get(path);
      if (!page || page.own !== own || !page.orders.every(([name, order]) => orderOf(name) === order) || !page.fields.every(same)) return undefined;
      next.set(path, page);
      return page;
    },
    /** The collections, watched: what a render reads of them is noted in `reads`. */
    watched(reads: Reads): Collections {
      return Object.fromEntries(Object.entries(collections).map(([name, entries]) => [name, watchedList(name, entries, reads)]));
    },
    reads: (): Reads => ({ orders: new Set(), fields: [], max: maxReads, overflow: false }),
    /** A page that read more than `maxReads` fields is not remembered: it is rendered at every build. */
    remember(path: string, own: string, reads: Reads, page: { islands: string[]; behaviours: string[] }): void {
      if (reads.overflow) return;
      next.set(path, { own, orders: [...reads.orders].map((name) => [name, orderOf(name)]), fields: reads.fields, islands: page.islands, behaviours: page.behaviours });
    },
  };
}

/** A list whose order, once anything of it is read, is noted; its entries are watched too, each the same proxy every time. */
function watchedList(name: string, entries: readonly CollectionEntry[], reads: Reads): readonly CollectionEntry[] {
  const proxies = new Map<number, CollectionEntry>();
  return new Proxy(entries, {
    get(target, key, receiver) {
      reads.orders.add(name);
      // Past its limit a render is not remembered, so its reads are no longer noted: at 10,000
      // articles, noting each listing's reads of every article's date added a sixth to a build's CPU time.
      if (reads.overflow || typeof key !== "string" || !/^\d+$/.test(key) || Number(key) >= target.length) return Reflect.get(target, key, receiver) as unknown;
      const index = Number(key);
      if (!proxies.has(index)) proxies.set(index, watchedEntry(name, target[index]!, reads));
      return proxies.get(index);
    },
  });
}

function watchedEntry(name: string, entry: CollectionEntry, reads: Reads): CollectionEntry {
  // The list hands out one proxy per entry and render: its fields read are noted here, once each.
  const noted = new Set<string>();
  return new Proxy(entry, {
    get(target, field, receiver) {
      const value = Reflect.get(target, field, receiver) as unknown;
      if (typeof field !== "string" || reads.overflow || noted.has(field)) return value;
      if (reads.fields.length >= reads.max) {
        reads.overflow = true;
        reads.fields.length = 0;
        return value;
      }
      noted.add(field);
      reads.fields.push([name, target.slug, field, comparable(value)]);
      return value;
    },
  });
}

/** A value as compared from one build to the next: itself, or an object's JSON. */
const comparable = (value: unknown) => (typeof value === "object" && value !== null ? `\0${JSON.stringify(value)}` : value);

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
