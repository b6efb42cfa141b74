import { describe, expect, it } from "vitest";
import { contentTypeOf } from "../src/serve/content-type.ts";

describe("the Content-Type site serve sends for a file", () => {
  // What the site ships: the types of the table this replaced, unchanged.
  it.each([
    ["index.html", "text/html; charset=utf-8"],
    ["style.css", "text/css; charset=utf-8"],
    ["main-AB12.js", "text/javascript; charset=utf-8"],
    ["module.mjs", "text/javascript; charset=utf-8"],
    ["main-AB12.js.map", "application/json; charset=utf-8"],
    ["data.json", "application/json; charset=utf-8"],
    ["site.webmanifest", "application/manifest+json; charset=utf-8"],
    ["sitemap.xml", "application/xml; charset=utf-8"],
    ["robots.txt", "text/plain; charset=utf-8"],
    ["logo.svg", "image/svg+xml; charset=utf-8"],
    ["a.png", "image/png"],
    ["a.jpg", "image/jpeg"],
    ["a.JPEG", "image/jpeg"],
    ["a.gif", "image/gif"],
    ["a.webp", "image/webp"],
    ["a.avif", "image/avif"],
    ["favicon.ico", "image/x-icon"],
    ["inter.woff2", "font/woff2"],
    ["inter.woff", "font/woff"],
    ["demo.mp4", "video/mp4"],
    ["demo.webm", "video/webm"],
    ["guide.pdf", "application/pdf"],
  ])("given %s, should send %s", (name, type) => {
    expect(contentTypeOf(`/srv/dist/${name}`)).toBe(type);
  });

  it("given a type the site does not ship yet, should send the registered one", () => {
    expect(contentTypeOf("/srv/dist/module.wasm")).toBe("application/wasm");
    expect(contentTypeOf("/srv/dist/notes.md")).toBe("text/markdown; charset=utf-8");
  });

  it("given no known extension, should send opaque bytes", () => {
    for (const file of ["/srv/dist/a.unknown", "/srv/dist/html", "/srv/dist/.html", "/srv/dist/a."]) {
      expect(contentTypeOf(file)).toBe("application/octet-stream");
    }
  });
});
