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

/**
 * What one render read of the collections; past `max` fields, only that it read too many. A field
 * read is three numbers (its collection, the entry's place, the field), its value taken only if
 * the page is remembered: at 10,000 articles each listing noted 2,000 fields before it overflowed,
 * and a proxy, a set and a tuple for each held half a gigabyte of the build's peak.
 */
interface Reads {
  orders: Set<string>;
  /** This render's number: a field's stamp (below) says whether this render noted it already. */
  serial: number;
  /** Each field once, as [collection, place, field] numbers, in the order read. */
  noted: number[];
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
  const lists: WatchedList[] = Object.entries(collections).map(([name, entries]) => ({ name, entries, places: new Map(entries.map((entry, place) => [entry, place])), stamps: new Map() }));
  const fields: FieldNames = { numbers: new Map(), names: [] };
  let serial = 0;
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
    watched: (reads: Reads): Collections => Object.fromEntries(lists.map((list, number) => [list.name, watchedList(list, number, reads, fields)])),
    reads: (): Reads => ({ orders: new Set(), serial: ++serial, noted: [], max: maxReads, overflow: false }),
    /** A page that read more than `maxReads` fields is not remembered: it is rendered at every build. */
    remember(path: string, own: string, reads: Reads, page: { islands: string[]; behaviours: string[] }): void {
      if (reads.overflow) return;
      const read: MemoPage["fields"] = [];
      for (let at = 0; at < reads.noted.length; at += 3) {
        const [list, place, field] = [lists[reads.noted[at]!]!, reads.noted[at + 1]!, fields.names[reads.noted[at + 2]!]!];
        const entry = list.entries[place]!;
        read.push([list.name, entry.slug, field, comparable((entry as unknown as Record<string, unknown>)[field])]);
      }
      next.set(path, { own, orders: [...reads.orders].map((name) => [name, orderOf(name)]), fields: read, islands: page.islands, behaviours: page.behaviours });
    },
  };
}

/** A collection as this build watches it: its entries' places, and for each field read, the last render that noted it in each entry. */
interface WatchedList {
  name: string;
  entries: readonly CollectionEntry[];
  places: Map<object, number>;
  stamps: Map<number, Int32Array>;
}

/** The fields read in this build, numbered. */
interface FieldNames {
  numbers: Map<string, number>;
  names: string[];
}

/**
 * A list whose order, once anything of it is read, is noted; its entries are watched too, each the
 * same proxy every time in one render, a new one in the next (a site's cache by entry must not
 * carry one page's reads into another's).
 */
function watchedList(list: WatchedList, number: number, reads: Reads, fields: FieldNames): readonly CollectionEntry[] {
  const proxies: CollectionEntry[] = [];
  let ordered = false;
  const entryHandler: ProxyHandler<CollectionEntry> = {
    get(target, field, receiver) {
      const value = Reflect.get(target, field, receiver) as unknown;
      if (reads.overflow || typeof field !== "string") return value;
      let fieldNumber = fields.numbers.get(field);
      if (fieldNumber === undefined) fields.numbers.set(field, (fieldNumber = fields.names.push(field) - 1));
      let stamps = list.stamps.get(fieldNumber);
      if (!stamps) list.stamps.set(fieldNumber, (stamps = new Int32Array(list.entries.length)));
      const place = list.places.get(target)!;
      if (stamps[place] === reads.serial) return value;
      if (reads.noted.length >= reads.max * 3) {
        reads.overflow = true;
        reads.noted = [];
        return value;
      }
      stamps[place] = reads.serial;
      reads.noted.push(number, place, fieldNumber);
      return value;
    },
  };
  return new Proxy(list.entries, {
    get(target, key, receiver) {
      if (!ordered) {
        ordered = true;
        reads.orders.add(list.name);
      }
      // Past its limit a render is not remembered, so its reads are no longer noted: at 10,000
      // articles, noting each listing's reads of every article's date added a sixth to a build's CPU time.
      const place = reads.overflow ? -1 : placeOf(key, target.length);
      if (place < 0) return Reflect.get(target, key, receiver) as unknown;
      return (proxies[place] ??= new Proxy(target[place]!, entryHandler));
    },
  });
}

/** An array index as a property key names it ("3"), or -1 for any other key. */
function placeOf(key: string | symbol, length: number): number {
  if (typeof key !== "string" || key.length === 0 || key.charCodeAt(0) < 48 || key.charCodeAt(0) > 57) return -1;
  const place = Number(key);
  return Number.isInteger(place) && place < length && String(place) === key ? place : -1;
}

/** A value as compared from one build to the next: itself, or an object's JSON. */
const comparable = (value: unknown) => (typeof value === "object" && value !== null ? `\0${JSON.stringify(value)}` : value);

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
