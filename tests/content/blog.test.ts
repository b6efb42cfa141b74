import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";

/** Spec §2: the blog's categories, spelled so. */
const SPEC_CATEGORIES = ["Stratégie & Rentabilité", "Guide Pratique", "Prospection"];
/** A launch article's category, by the key its front matter names. */
const categoryOf = (key: string) => BLOG_CATEGORIES.find((category) => category.key === key)!;
const BLOG_DIR = path.join(PROJECT_ROOT, "content", "blog");

/** The launch articles, read straight from their files. */
const SOURCES = readdirSync(BLOG_DIR)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(BLOG_DIR, name), "utf8"))!;
    const data = parseYaml(front!) as Record<string, unknown>;
    const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
    return { slug: name.replace(/\.md$/, ""), ...data, date, body: body! } as {
      slug: string; title: string; category: string; date: string; featured: boolean; author: string; body: string;
    };
  })
  .sort((a, b) => (a.date < b.date ? 1 : -1));

let out: string;
beforeAll(async () => {
  out = await projectBuild();
});

describe("the launch articles", () => {
  it("are three, one per category of the spec, one of them featured", () => {
    expect(BLOG_CATEGORIES.map((category) => category.name)).toEqual(SPEC_CATEGORIES);
    expect(SOURCES.map((article) => article.category).sort()).toEqual(BLOG_CATEGORIES.map((category) => category.key).sort());
    expect(SOURCES.filter((article) => article.featured)).toHaveLength(1);
  });

  it.each(SOURCES.map((article) => [article.slug, article] as const))("%s has at least 600 words", (_, article) => {
    const words = article.body.replace(/[#>*_`|[\]()!-]/g, " ").split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(600);
  });
});

describe("/blog", () => {
  const doc = () => readPage(out, "blog/index.html");
  const main = () => doc().querySelector("main")!;

  it("has one h1 and headings in order", () => {
    expect(doc().querySelectorAll("h1")).toHaveLength(1);
    const levels = [...main().querySelectorAll("h1, h2, h3, h4")].map((h) => Number(h.tagName[1]));
    levels.forEach((level, index) => index > 0 && expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1));
  });

  it("shows the featured article first, then two smaller cards, newest first", () => {
    const featured = main().querySelector(".blog-post--featured h3");
    expect(plainText(featured!)).toBe(SOURCES.find((article) => article.featured)!.title.replace(/’/g, "'"));
    const cards = [...main().querySelectorAll(".blog-listing__cards .blog-post h3")].map((h3) => plainText(h3));
    expect(cards).toEqual(SOURCES.filter((article) => !article.featured).slice(0, 2).map((article) => article.title.replace(/’/g, "'")));
  });

  it("names the three categories of the spec, each leading to its listing", () => {
    const topics = [...main().querySelectorAll(".blog-topic h3 a")];
    expect(topics.map((a) => plainText(a))).toEqual(SPEC_CATEGORIES);
    expect(topics.map((a) => a.getAttribute("href"))).toEqual([
      "/blog/categorie/strategie-rentabilite/",
      "/blog/categorie/guide-pratique/",
      "/blog/categorie/prospection/",
    ]);
  });

  it("leads every 'Lire l'article' to its article", () => {
    const reads = [...main().querySelectorAll(".blog-post__read")];
    expect(reads).toHaveLength(3);
    for (const read of reads) {
      expect(plainText(read)).toMatch(/^Lire l'article : /);
      const href = read.getAttribute("href")!;
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
      expect(readPage(out, `${href.slice(1)}index.html`).querySelector("h1")).not.toBeNull();
    }
  });

  it("announces its Atom feed, which lists the newest articles, SITE.blogFeedSize at most", () => {
    expect(doc().querySelector('link[type="application/atom+xml"]')?.getAttribute("href")).toBe("/blog/feed.xml");
    const feed = readFileSync(path.join(out, "blog", "feed.xml"), "utf8");
    for (const article of SOURCES.slice(0, SITE.blogFeedSize)) expect(feed).toContain(`<id>${SITE.siteUrl}/blog/${article.slug}/</id>`);
  });
});

describe.each(SOURCES.map((article) => [article.slug, article] as const))("the article %s", (slug, source) => {
  const doc = () => readPage(out, `blog/${slug}/index.html`);

  it("has its title, category, date, reading time, author and cover", () => {
    const header = doc().querySelector(".article__header")!;
    expect(plainText(doc().querySelector("h1")!)).toBe(source.title.replace(/’/g, "'"));
    expect(plainText(header)).toContain(categoryOf(source.category).name);
    expect(plainText(header)).toContain(source.author);
    expect(plainText(header)).toMatch(/\d+ min de lecture/);
    expect([...header.querySelector("time")!.attributes].find((a) => a.name.toLowerCase() === "datetime")?.value).toBe(source.date);
    const cover = doc().querySelector(".article__cover img")!;
    expect(cover.getAttribute("alt")!.length).toBeGreaterThan(10);
    expect(cover.getAttribute("src")).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });

  // Its first round trip holds its stylesheets: the cards' rules, which it never shows, are not in them.
  it("links the category pill's and the byline's rules, not the article cards'", () => {
    const sheets = [...doc().querySelectorAll('link[rel="stylesheet"]')].map((link) => readFileSync(path.join(out, link.getAttribute("href")!.slice(1)), "utf8")).join("");
    expect(sheets).toContain(".blog-post__category{");
    expect(sheets).toContain(".blog-post__avatar{");
    expect(sheets).not.toMatch(/\.blog-post\{|\.blog-post__excerpt\{/);
  });

  // Its largest paint comes with the HTML rather than in a request of its own (about 250 bytes of
  // headers in the first round trip); the file is still published, for the listings and shares.
  it("writes its SVG cover into the page, the same image as the published file", () => {
    const src = doc().querySelector(".article__cover img")!.getAttribute("src")!;
    const published = (JSON.parse(doc().querySelector('script[type="application/ld+json"]:last-of-type')!.textContent!) as { image: string }).image;
    const file = readFileSync(path.join(out, new URL(published).pathname), "utf8");
    expect(decodeURIComponent(src.slice(src.indexOf(",") + 1))).toBe(file.trim().replace(/\s/g, " "));
  });

  it("gives its headings ids for deep links, and keeps one h1", () => {
    const headings = [...doc().querySelectorAll(".prose h2, .prose h3")];
    expect(headings.length).toBeGreaterThan(2);
    for (const heading of headings) expect(heading.id).toMatch(/^[\p{Ll}0-9-]+$/u);
    expect(doc().querySelectorAll("h1")).toHaveLength(1);
  });

  it("ends with a call to action to the booking section", () => {
    expect(doc().querySelector("main .cta-band a")?.getAttribute("href")).toBe("/#prise-de-rdv");
  });

  it("has its own share tags and BlogPosting structured data, and a place in the sitemap", () => {
    const meta = (key: string) => doc().querySelector(`meta[property="${key}"]`)?.getAttribute("content");
    expect(meta("og:type")).toBe("article");
    expect(meta("og:url")).toBe(`${SITE.siteUrl}/blog/${slug}/`);
    expect(meta("article:published_time")).toBe(source.date);
    const posting = [...doc().querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? ""))
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: source.title, datePublished: source.date, mainEntityOfPage: `${SITE.siteUrl}/blog/${slug}/` });
    // The Organization is described on the home page only: the article names its publisher itself.
    expect(posting.publisher).toEqual({ "@type": "Organization", "@id": `${SITE.siteUrl}/#organisation`, name: SITE.productName, url: `${SITE.siteUrl}/` });
    expect(readFileSync(path.join(out, "sitemap.xml"), "utf8")).toContain(`<loc>${SITE.siteUrl}/blog/${slug}/</loc>`);
  });
});

describe.each(BLOG_CATEGORIES.map((category) => [category.slug, category.name, category.key] as const))("the category page %s", (slug, name, key) => {
  it("lists that category's articles and no other", () => {
    const doc = readPage(out, `blog/categorie/${slug}/index.html`);
    expect(plainText(doc.querySelector("h1")!)).toBe(name);
    const listed = [...doc.querySelectorAll("main .blog-post h3")].map((h3) => plainText(h3));
    expect(listed).toEqual(SOURCES.filter((article) => article.category === key).map((article) => article.title.replace(/’/g, "'")));
  });

  // Its first card, right under the title, is its largest paint on a phone: a lazy cover would
  // wait for the layout before being asked for (Lighthouse: "LCP image was lazily loaded").
  it("fetches its first card's cover at once, written in when a small SVG, and the others lazily", () => {
    const covers = [...readPage(out, `blog/categorie/${slug}/index.html`).querySelectorAll("main .blog-cover img")];
    const [first, ...rest] = covers;
    expect(first!.getAttribute("loading")).toBe("eager");
    expect(first!.getAttribute("fetchPriority")).toBe("high");
    expect(first!.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    for (const cover of rest) expect(cover.getAttribute("loading")).toBe("lazy");
  });
});
