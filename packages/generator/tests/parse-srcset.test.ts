import { describe, expect, it } from "vitest";
import { parseSrcset } from "../src/check/parse-srcset.ts";

// Our own parser, kept: the `srcset` package reads "a 1x" as the URL "1x" and joins a URL to a
// descriptor across a line break; `parse-srcset` drops a candidate whose descriptor is invalid,
// and neither says where a URL starts, which `site check` reports.
describe("the URLs of a srcset, for site check", () => {
  it("given candidates, should give each URL with its offset in the value", () => {
    expect(parseSrcset("/a.png 1x, /a@2x.png 2x")).toEqual([
      { url: "/a.png", offset: 0 },
      { url: "/a@2x.png", offset: 11 },
    ]);
  });

  it.each([
    ["a 1x", ["a"]],
    ["/a.png\n1x,\n/b.png 2x", ["/a.png", "/b.png"]],
    ["/a.png 1x 2x, /b.png foo", ["/a.png", "/b.png"]],
    ["/a.png 100w (x, y), /b.png 2x", ["/a.png", "/b.png"]],
    ["data:image/png;base64,AAAA 1x, /b.png 2x", ["data:image/png;base64,AAAA", "/b.png"]],
    ["/a.jpg,, /b.jpg", ["/a.jpg", "/b.jpg"]],
    ["/a.png,/b.png 2x", ["/a.png,/b.png"]],
  ])("given %j, should find every URL written, split as HTML splits them", (value, urls) => {
    expect(parseSrcset(value).map((candidate) => candidate.url)).toEqual(urls);
  });
});
