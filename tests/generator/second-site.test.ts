import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { readPage } from "../helpers/read-dist.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

// A generator with a contract: it builds a site it knows nothing of, from
// the one object that site hands it (packages/generator/tests/fixtures/tiny-site/site/entry.ts) and the layout in its
// package.json.
const TINY_SITE = path.join(PROJECT_ROOT, "packages", "generator", "tests", "fixtures", "tiny-site");

const outputFiles = (dir: string) => Object.keys(snapshotTree(dir)).map((file) => file.split(path.sep).join("/"));

describe("given a second, tiny site built with the same generator", () => {
  let site: BrowserSite;
  const read = (file: string) => readFileSync(path.join(site.dir, file), "utf8");

  beforeAll(async () => {
    site = await openBrowserSite(["--root", TINY_SITE, "--no-compress"]);
  });
  afterAll(() => site.close());

  it("renders both of its pages and its not-found page", () => {
    expect(readPage(site.dir, "index.html").querySelector("h1")?.textContent).toBe("Tiny Notes");
    expect(readPage(site.dir, "about/index.html").querySelector("h1")?.textContent).toBe("About");
    expect(readPage(site.dir, "404.html").querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("gives each published entry of its collection a page, its Markdown rendered", () => {
    const first = readPage(site.dir, "notes/first-note/index.html");
    expect(first.querySelector("h1")?.textContent).toBe("A first note");
    expect(first.querySelector("h2#why-notes")?.textContent).toBe("Why notes");
    expect(first.querySelector("img")?.getAttribute("src")).toBe("/notes/images/dot.svg");
    expect(readPage(site.dir, "notes/second-note/index.html").querySelector("h1")?.textContent).toBe("A second note");
    expect(outputFiles(site.dir)).toContain("notes/images/dot.svg");
  });

  it("leaves its draft out of every page, the feed and the sitemap", () => {
    expect(outputFiles(site.dir).some((file) => file.includes("unfinished"))).toBe(false);
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
    const home = readPage(site.dir, "index.html");
    const marker = home.querySelector("[data-island]");
    expect(marker?.getAttribute("data-island")).toBe("Counter");
    expect(marker?.getAttribute("data-hydrate")).toBe("visible");
    const script = home.querySelector('script[type="module"]')?.getAttribute("src") ?? "";
    expect(script).toMatch(/^\/assets\/client-[A-Z0-9]+\.js$/);
    const chunk = /"\.\/(chunks\/Counter-[A-Z0-9]+\.js)"/.exec(read(script.slice(1)))?.[1];
    expect(chunk).toBeDefined();
    expect(outputFiles(site.dir)).toContain(`assets/${chunk}`);
    expect(readPage(site.dir, "about/index.html").querySelector("script")).toBeNull();
  });

  it("writes the host files from its own security headers", () => {
    expect(read("_headers")).toContain("Content-Security-Policy: default-src 'self'");
  });

  it("holds no trace of the marketing site", () => {
    const files = outputFiles(site.dir);
    expect(files.filter((file) => file.startsWith("blog/"))).toEqual([]);
    for (const file of files.filter((name) => /\.(html|xml|txt|js|css)$/.test(name))) {
      expect(read(file), file).not.toMatch(/Chantier Radar|Signaux d|Accordion|SignalTabs|Tooltip/);
    }
    // The host files' comments take /blog/ as their example of a folder; pages and feeds never name it.
    for (const file of files.filter((name) => /\.(html|xml)$/.test(name))) expect(read(file), file).not.toContain("/blog/");
  });

  it("hydrates its island in Chromium", async () => {
    const { page, context, messages } = await openPage(site, { thirdParty: {} });
    await page.goto(site.url("/"));
    await page.waitForSelector("[data-island][data-ready]");
    await page.locator(".counter").click();
    await page.waitForSelector(".counter >> text=Clicked 3 times");
    expect(messages).toEqual([]);
    await context.close();
  });
});
