import { describe, expect, it } from "vitest";
import { PAGE_GAP, pageWindow } from "../../src/models/blog/paginate.ts";

// The pagination of a listing links a window of its pages, not all of them: a thousand articles
// make 111 pages of the blog's listing, whose links in a row ran far past a phone's width.

describe("the pages a listing's pagination links to", () => {
  it("are all of them while they are few", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("are the first, the last, the current one and its neighbours, with a gap for each run left out", () => {
    expect(pageWindow(1, 111)).toEqual([1, 2, PAGE_GAP, 111]);
    expect(pageWindow(57, 111)).toEqual([1, PAGE_GAP, 56, 57, 58, PAGE_GAP, 111]);
    expect(pageWindow(111, 111)).toEqual([1, PAGE_GAP, 110, 111]);
  });

  it("link a page alone rather than a gap standing for it", () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 9]);
    expect(pageWindow(6, 9)).toEqual([1, PAGE_GAP, 5, 6, 7, 8, 9]);
  });

  it("are never more than seven items, on any page of any listing", () => {
    for (let count = 1; count <= 120; count++) {
      for (let current = 1; current <= count; current++) {
        const items = pageWindow(current, count);
        expect(items.length).toBeLessThanOrEqual(7);
        expect(items).toContain(current);
        expect(items.filter((item) => item !== PAGE_GAP)).toEqual([...new Set(items.filter((item) => item !== PAGE_GAP))].sort((a, b) => Number(a) - Number(b)));
      }
    }
  });
});
