import { describe, expect, it } from "vitest";
import { memoRound, type RenderMemo } from "../src/render-memo.ts";
import type { CollectionEntry, RenderOptions, SiteRoute } from "../src/site-definition.ts";

type Post = CollectionEntry & { title: string };

const posts = (count: number): Post[] =>
  Array.from({ length: count }, (_, index) => ({ slug: `billet-${index + 1}`, date: `2026-01-${String(28 - index).padStart(2, "0")}`, draft: false, title: `Billet ${index + 1}` }));

const ROUTE: SiteRoute = { path: "/blog/", page: "listing" } as unknown as SiteRoute;
const OPTIONS = { base: "/", assets: { stylesheets: ["/assets/site.css"], script: "/assets/main.js" }, indexable: true, images: {} } as unknown as RenderOptions;

/** A listing of the two newest posts, rendered once into a memo, as site serve's first build does. */
function renderedOnce(collection: Post[]): RenderMemo {
  const memo: RenderMemo = new Map();
  const round = memoRound(new Map(), memo, { posts: collection });
  const reads = round.reads();
  const watched = round.watched(reads).posts as Post[];
  [...watched].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 2).map((post) => post.title);
  round.remember(ROUTE.path, round.ownKey(ROUTE, { ...OPTIONS, collections: {} }), reads, { islands: [], behaviours: [] });
  return memo;
}

/** Whether the listing would be kept, not rendered again, with the collection as `edit` makes it. */
function kept(edit: (collection: Post[]) => void): boolean {
  const collection = posts(5);
  const memo = renderedOnce(collection);
  const changed = structuredClone(collection);
  edit(changed);
  const round = memoRound(memo, new Map(), { posts: changed });
  return round.unchanged(ROUTE.path, round.ownKey(ROUTE, { ...OPTIONS, collections: {} })) !== undefined;
}

describe("A page's memo in site serve, for a listing of the two newest of five posts", () => {
  it("keeps the page when nothing changed", () => expect(kept(() => undefined)).toBe(true));

  it("keeps the page when a post it does not show changes its title", () => expect(kept((collection) => (collection[4]!.title = "Revu"))).toBe(true));

  it("renders it again when a post it shows changes its title", () => expect(kept((collection) => (collection[0]!.title = "Revu"))).toBe(false));

  it("renders it again when a post's date puts it among the two newest", () => expect(kept((collection) => (collection[4]!.date = "2026-02-01"))).toBe(false));

  it("renders it again when a post is added or removed", () => {
    expect(kept((collection) => collection.push({ ...collection[0]!, slug: "nouveau" }))).toBe(false);
    expect(kept((collection) => collection.pop())).toBe(false);
  });

  it("renders it again when what it is rendered with changes (its stylesheets)", () => {
    const memo = renderedOnce(posts(5));
    const round = memoRound(memo, new Map(), { posts: posts(5) });
    const options = { ...OPTIONS, assets: { ...OPTIONS.assets, stylesheets: ["/assets/site-2.css"] }, collections: {} } as RenderOptions;
    expect(round.unchanged(ROUTE.path, round.ownKey(ROUTE, options))).toBeUndefined();
  });
});

describe("A page's memo with a limit on the fields it notes (site build's, render-cache.ts)", () => {
  /** The listing sorting five posts by date (five dates) and showing two titles: seven fields read. */
  function renderWithLimit(maxReads: number) {
    const memo: RenderMemo = new Map();
    const round = memoRound(new Map(), memo, { posts: posts(5) }, { maxReads });
    const reads = round.reads();
    const watched = round.watched(reads).posts as Post[];
    const titles = [...watched].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 2).map((post) => post.title);
    round.remember(ROUTE.path, round.ownKey(ROUTE, { ...OPTIONS, collections: {} }), reads, { islands: [], behaviours: [] });
    return { memo, titles };
  }

  it("given a page reading no more fields than the limit, should remember them all", () => {
    expect(renderWithLimit(7).memo.get(ROUTE.path)?.fields).toHaveLength(7);
  });

  it("given a page reading more fields than the limit, should not remember it, and should render as without the limit", () => {
    const { memo, titles } = renderWithLimit(6);
    expect(memo.has(ROUTE.path)).toBe(false);
    expect(titles).toEqual(["Billet 1", "Billet 2"]);
  });
});

describe("A page's memo across the build's days (SiteDefinition.dayShown)", () => {
  const onDay = (today: string) => ({ ...OPTIONS, today, collections: {} }) as RenderOptions;
  /** Whether a page rendered on `first` is kept on `then`, the site showing `dayShown` of the day. */
  function keptOn(first: string, then: string, dayShown?: (today: string) => string) {
    const memo: RenderMemo = new Map();
    const round = memoRound(new Map(), memo, { posts: posts(5) }, { dayShown });
    round.remember(ROUTE.path, round.ownKey(ROUTE, onDay(first)), round.reads(), { islands: [], behaviours: [] });
    const next = memoRound(memo, new Map(), { posts: posts(5) }, { dayShown });
    return next.unchanged(ROUTE.path, next.ownKey(ROUTE, onDay(then))) !== undefined;
  }
  const year = (today: string) => today.slice(0, 4);

  it("given a site showing only the year, should keep the page on another day of that year", () => expect(keptOn("2027-01-01", "2027-12-31", year)).toBe(true));

  it("given a site showing only the year, should render it again in the next year", () => expect(keptOn("2027-12-31", "2028-01-01", year)).toBe(false));

  it("given a site that does not say what it shows of the day, should render it again the next day", () => expect(keptOn("2027-01-01", "2027-01-02")).toBe(false));
});

describe("A page's memo, for a site that keeps what it draws from an entry (a cache by entry)", () => {
  it("given two pages reading one post through the site's cache, should note the title in the second page's reads too", () => {
    const memo: RenderMemo = new Map();
    const round = memoRound(new Map(), memo, { posts: posts(5) });
    const headlines = new WeakMap<Post, string>();
    const headline = (post: Post) => headlines.get(post) ?? headlines.set(post, post.title.toUpperCase()).get(post)!;
    for (const path of ["/a/", "/b/"]) {
      const reads = round.reads();
      headline((round.watched(reads).posts as Post[])[0]!);
      round.remember(path, round.ownKey({ ...ROUTE, path }, { ...OPTIONS, collections: {} }), reads, { islands: [], behaviours: [] });
    }
    // Each render is handed its own proxies: the second page's read is not served from the first's.
    expect(memo.get("/b/")?.fields).toEqual([["posts", "billet-1", "title", "Billet 1"]]);
    expect(memo.get("/a/")?.fields).toEqual(memo.get("/b/")?.fields);
  });
});
