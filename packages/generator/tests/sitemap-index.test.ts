import { describe, expect, it } from "vitest";
import { renderSitemap, renderSitemaps } from "../src/seo-files.ts";

// sitemaps.org: one sitemap file lists at most 50,000 URLs and is at most 50 MiB uncompressed.
const PROTOCOL_MAX_URLS = 50_000;
const PROTOCOL_MAX_BYTES = 52_428_800;

/** Where the files are published: a site under a base path, as `--base /sub/` makes it. */
const fileUrl = (file: string) => `https://x.fr/sub/${file}`;
const pagesOf = (count: number, lastModified?: (n: number) => string) =>
  Array.from({ length: count }, (_, n) => ({ url: `https://x.fr/sub/blog/article-${n}/`, ...(lastModified ? { lastModified: lastModified(n) } : {}) }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const bytes = (text: string) => Buffer.byteLength(text);

describe("the sitemap's files", () => {
  describe("given pages within both limits", () => {
    const pages = [{ url: "https://x.fr/sub/" }, { url: "https://x.fr/sub/blog/a/", lastModified: "2026-04-01" }];

    it("is sitemap.xml alone, byte for byte the plain urlset", () => {
      expect(renderSitemaps(pages, fileUrl)).toEqual([
        [
          "sitemap.xml",
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
            "  <url><loc>https://x.fr/sub/</loc></url>\n  <url><loc>https://x.fr/sub/blog/a/</loc><lastmod>2026-04-01</lastmod></url>\n</urlset>\n",
        ],
      ]);
    });

    it("stays one file at exactly the limits", () => {
      expect(renderSitemaps(pages, fileUrl, { urls: pages.length, bytes: bytes(renderSitemap(pages)) })).toHaveLength(1);
    });
  });

  describe(`given ${PROTOCOL_MAX_URLS + 1} pages and the protocol's limits`, () => {
    const pages = pagesOf(PROTOCOL_MAX_URLS + 1);
    const files = renderSitemaps(pages, fileUrl);
    const parts = files.slice(1);

    it("writes sitemap.xml as an index of its parts, by their absolute URLs", () => {
      const [name, index] = files[0]!;
      expect(name).toBe("sitemap.xml");
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(index)).toEqual(parts.map(([file]) => fileUrl(file)));
      expect(parts.map(([file]) => file)).toEqual(["sitemap-1.xml", "sitemap-2.xml"]);
    });

    it("keeps each part within 50,000 URLs and 52,428,800 bytes, every page once, in order", () => {
      for (const [file, xml] of parts) {
        expect(xml, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        expect(locs(xml).length, file).toBeLessThanOrEqual(PROTOCOL_MAX_URLS);
        expect(bytes(xml), file).toBeLessThanOrEqual(PROTOCOL_MAX_BYTES);
      }
      expect(parts.flatMap(([, xml]) => locs(xml))).toEqual(pages.map(({ url }) => url));
    });
  });

  describe("given pages over the byte limit but not the URL limit", () => {
    const pages = pagesOf(7);
    // The limit is the size of a urlset of three pages: three a part, then the last.
    const limit = bytes(renderSitemap(pages.slice(0, 3)));
    const parts = renderSitemaps(pages, fileUrl, { urls: PROTOCOL_MAX_URLS, bytes: limit }).slice(1);

    it("splits them into parts of as many pages as the limit holds, none over it", () => {
      expect(parts.map(([, xml]) => locs(xml).length)).toEqual([3, 3, 1]);
      for (const [file, xml] of parts) expect(bytes(xml), file).toBeLessThanOrEqual(limit);
    });
  });

  describe("given pages over the URL limit, with their days of change", () => {
    const pages = pagesOf(5, (n) => `2026-0${5 - n}-01`);
    const [[, index] = ["", ""], ...parts] = renderSitemaps(pages, fileUrl, { urls: 2, bytes: PROTOCOL_MAX_BYTES });

    it("lists the URL limit's number of pages a part", () => {
      expect(parts.map(([, xml]) => locs(xml))).toEqual([0, 2, 4].map((start) => pages.slice(start, start + 2).map(({ url }) => url)));
    });

    it("dates each part in the index by the latest change of its pages", () => {
      const latest = [0, 2, 4].map((start) => pages.slice(start, start + 2).map((page) => page.lastModified).sort().at(-1));
      expect([...index.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])).toEqual(latest);
    });
  });
});
