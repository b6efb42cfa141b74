import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useTempDirs } from "./helpers/temp-dirs.ts";
import { buildTinySite, readTinyPage, tinyOutputFiles } from "./helpers/tiny-site.ts";

// A generator with a contract: it builds a site it knows nothing of, from the one object that
// site hands it (fixtures/tiny-site/site/entry.ts) and the layout in its package.json.
describe("given a second, tiny site built with this package's own command", () => {
  const tempDir = useTempDirs("tiny-site-");
  let out: string;
  const read = (file: string) => readFileSync(path.join(out, file), "utf8");

  beforeAll(async () => {
    out = await tempDir();
    await buildTinySite(out, ["--no-compress"]);
  });

  it("renders both of its pages and its not-found page", () => {
    expect(readTinyPage(out, "index.html").querySelector("h1")?.textContent).toBe("Tiny Notes");
    expect(readTinyPage(out, "about/index.html").querySelector("h1")?.textContent).toBe("About");
    expect(readTinyPage(out, "404.html").querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("gives each published entry of its collection a page, its Markdown rendered", () => {
    const first = readTinyPage(out, "notes/first-note/index.html");
    expect(first.querySelector("h1")?.textContent).toBe("A first note");
    expect(first.querySelector("h2#why-notes")?.textContent).toBe("Why notes");
    expect(first.querySelector("img")?.getAttribute("src")).toBe("/notes/images/dot.svg");
    expect(readTinyPage(out, "notes/second-note/index.html").querySelector("h1")?.textContent).toBe("A second note");
    expect(tinyOutputFiles(out)).toContain("notes/images/dot.svg");
  });

  it("leaves its draft out of every page, the feed and the sitemap", () => {
    expect(tinyOutputFiles(out).some((file) => file.includes("unfinished"))).toBe(false);
    for (const file of ["index.html", "notes/feed.xml", "sitemap.xml"]) expect(read(file)).not.toContain("unfinished");
  });

  it("writes the collection's feed, newest first, and a sitemap of its pages", () => {
    const feed = read("notes/feed.xml");
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(feed).toContain('<link rel="self" href="https://tiny.example.org/notes/feed.xml"/>');
    expect([...feed.matchAll(/<title>([^<]+)<\/title>/g)].map((match) => match[1])).toEqual(["Tiny Notes", "A second note", "A first note"]);
    expect([...read("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://tiny.example.org/",
      "https://tiny.example.org/about/",
      "https://tiny.example.org/notes/second-note/",
      "https://tiny.example.org/notes/first-note/",
    ]);
  });

  it("writes the redirects its definition and its entries give, and lastmod from its entries", () => {
    expect(read("_redirects")).toContain("# from site/tiny.ts, TINY.redirects[0]\n/about-us/ /about/ 301\n");
    expect(read("_redirects")).toContain("# from notes/second-note.md, field redirectFrom\n/notes/deuxieme-note/ /notes/second-note/ 301\n");
    expect(read("sitemap.xml")).toContain("<loc>https://tiny.example.org/notes/second-note/</loc><lastmod>2025-05-10</lastmod>");
  });

  it("renders its island's marker, and loads the island's chunk from the client entry", () => {
    const home = readTinyPage(out, "index.html");
    const marker = home.querySelector("[data-island]");
    expect(marker?.getAttribute("data-island")).toBe("Counter");
    expect(marker?.getAttribute("data-hydrate")).toBe("visible");
    const script = home.querySelector('script[type="module"]')?.getAttribute("src") ?? "";
    expect(script).toMatch(/^\/assets\/client-[A-Z0-9]+\.js$/);
    const chunk = /"\.\/(chunks\/Counter-[A-Z0-9]+\.js)"/.exec(read(script.slice(1)))?.[1];
    expect(chunk).toBeDefined();
    expect(tinyOutputFiles(out)).toContain(`assets/${chunk}`);
    expect(readTinyPage(out, "about/index.html").querySelector("script")).toBeNull();
  });

  it("links on every page a stylesheet holding its styles' rules, though its code and its CSS share one folder", () => {
    for (const file of ["index.html", "about/index.html", "notes/first-note/index.html", "404.html"]) {
      const sheets = [...readTinyPage(out, file).querySelectorAll('link[rel="stylesheet"]')].map((link) => read(link.getAttribute("href")!.slice(1)));
      expect(sheets.join(""), file).toMatch(/body\{font-family:system-ui/);
    }
  });

  it("writes the host files from its own security headers", () => {
    expect(read("_headers")).toContain("Content-Security-Policy: default-src 'self'");
  });
});
