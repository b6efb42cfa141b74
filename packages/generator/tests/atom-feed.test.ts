import { describe, expect, it } from "vitest";
import { DEFAULT_FEED_ENTRIES, renderAtomFeed } from "../src/seo-files.ts";
import type { FeedDefinition } from "../src/site-definition.ts";

interface Note {
  slug: string;
  date: string;
  updated?: string;
  draft: boolean;
}

const feed = (latest?: number): FeedDefinition<Note> => ({
  file: "notes/feed.xml",
  title: "Notes",
  home: "/notes/",
  lang: "en",
  ...(latest === undefined ? {} : { latest }),
  item: (note) => ({ title: note.slug, path: `/notes/${note.slug}/`, author: "A", summary: "S", ...(note.updated ? { updated: note.updated } : {}) }),
});
/** Note n is dated n days after 2026-01-01, for n up to 30. */
const note = (n: number, updated?: string): Note => ({ slug: `note-${n}`, date: `2026-01-${String(n + 1).padStart(2, "0")}`, draft: false, ...(updated ? { updated } : {}) });
const render = (definition: FeedDefinition<Note>, notes: Note[]) => renderAtomFeed(definition, notes, (path) => `https://x.fr${path}`);
const titles = (xml: string) => [...xml.matchAll(/<entry>\n {4}<title>([^<]+)<\/title>/g)].map((match) => match[1]);
const feedUpdated = (xml: string) => /<\/id>\n {2}<updated>([^<]+)<\/updated>/.exec(xml)?.[1];

describe("a collection's Atom feed", () => {
  describe("given more entries than its `latest`, in no particular order", () => {
    const notes = [7, 2, 9, 1, 8, 3].map((n) => note(n));

    it("holds only the `latest` newest, newest first", () => {
      expect(titles(render(feed(3), notes))).toEqual(["note-9", "note-8", "note-7"]);
    });
  });

  describe("given an entry left out of the feed, revised after every entry it holds", () => {
    const notes = [note(5), note(4), note(1, "2026-03-01")];

    it("is dated by the entries it holds: the feed as read has not changed", () => {
      expect(feedUpdated(render(feed(2), notes))).toBe(`${note(5).date}T00:00:00Z`);
    });
  });

  describe("given a definition that sets no `latest`", () => {
    const notes = Array.from({ length: DEFAULT_FEED_ENTRIES + 3 }, (_, index) => note(index + 1));

    it("holds DEFAULT_FEED_ENTRIES entries, the newest", () => {
      const held = titles(render(feed(), notes));
      expect(held).toHaveLength(DEFAULT_FEED_ENTRIES);
      expect(held[0]).toBe(`note-${notes.length}`);
    });
  });

  describe("given entries of one day", () => {
    const notes = [note(3), { ...note(3), slug: "note-3b" }, note(4)];

    it("keeps their given order, so that two builds of one content write one feed", () => {
      expect(titles(render(feed(3), notes))).toEqual(["note-4", "note-3", "note-3b"]);
    });
  });
});
