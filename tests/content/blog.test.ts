import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLES } from "../../src/content/blog.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";

const FILE = "blog/index.html";
const BASE = "/sous-dossier/";
const CATEGORIES = ["Stratégie & Rentabilité", "Guide Pratique", "Prospection"];
const READ = "Lire l'article";

let tmp: string;
let doc: Document;
let docWithBase: Document;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "site-blog-"));
  const runs = await Promise.all([
    runSite(["build", "--out", path.join(tmp, "dist")]),
    runSite(["build", "--out", path.join(tmp, "dist-base"), "--base", BASE]),
  ]);
  for (const run of runs) expect(run.code, run.stderr).toBe(0);
  doc = readPage(path.join(tmp, "dist"), FILE);
  docWithBase = readPage(path.join(tmp, "dist-base"), FILE);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const main = () => doc.querySelector("main")!;
const articles = () => [...main().querySelectorAll("article")];

/** React writes `dateTime`; browsers read attributes case-blind, linkedom keeps the case as written. */
function datetimeOf(element: Element | null): string | undefined {
  return [...(element?.attributes ?? [])].find((attribute) => attribute.name.toLowerCase() === "datetime")?.value;
}

describe("/blog", () => {
  it("has exactly one h1, in the hero", () => {
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(plainText(doc.querySelector("h1")!)).toBe("Le blog du développement commercial dans le BTP");
  });

  it("has headings in order, without a skipped level", () => {
    const levels = [...main().querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it("reads as the articles, the categories, then the closing call to action", () => {
    expect([...main().querySelectorAll("h2")].map((h) => plainText(h).trim())).toEqual([
      "Nos derniers articles",
      "Trois rubriques pour développer votre activité",
      "Voyez ces méthodes appliquées à votre marché",
    ]);
  });

  it("shows one featured article first, then two smaller cards", () => {
    expect(articles()).toHaveLength(3);
    const featured = main().querySelectorAll("article.blog-post--featured");
    expect(featured).toHaveLength(1);
    expect(articles()[0]).toBe(featured[0]);
    const cards = [...main().querySelectorAll(".blog-listing__cards > article")];
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.classList.contains("blog-post--featured")).toBe(false);
  });

  it("files each article under one of the three categories, each used once, spelled exactly", () => {
    const categories = articles().map((article) => {
      const found = article.querySelectorAll(".blog-post__category");
      expect(found).toHaveLength(1);
      return plainText(found[0]!).trim();
    });
    expect([...categories].sort()).toEqual([...CATEGORIES].sort());
  });

  it("gives each article a title, an excerpt, a date, a reading time and an author", () => {
    for (const article of articles()) {
      const title = article.querySelector("h3");
      expect(title && article.getAttribute("aria-labelledby")).toBe(title?.id);
      expect(plainText(article.querySelector(".blog-post__excerpt")!).length).toBeGreaterThan(100);
      const time = article.querySelector("time");
      expect(datetimeOf(time)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(plainText(time!)).toMatch(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/);
      expect(plainText(article.querySelector(".blog-post__meta")!)).toMatch(/\d+ min de lecture/);
      expect(plainText(article.querySelector(".blog-post__author")!)).toMatch(/^Auteur : \S+/);
    }
  });

  it("lists the articles newest first", () => {
    const dates = articles().map((article) => datetimeOf(article.querySelector("time"))!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("draws a decorative cover for each article, hidden from assistive technology", () => {
    for (const article of articles()) {
      const cover = article.querySelector(".blog-cover");
      expect(cover?.getAttribute("aria-hidden")).toBe("true");
      expect(cover?.querySelector("svg path")).not.toBeNull();
    }
  });

  it(`renders '${READ}' as a button that is not a link, once per article, with its hint`, () => {
    for (const article of articles()) {
      const buttons = [...article.querySelectorAll("button")].filter((button) => plainText(button).startsWith(READ));
      expect(buttons).toHaveLength(1);
      const button = buttons[0]!;
      expect(button.getAttribute("type")).toBe("button");
      expect(button.getAttribute("aria-disabled")).toBe("true");
      expect(button.closest("a")).toBeNull();
      expect(plainText(button)).toContain(plainText(article.querySelector("h3")!));
      expect(plainText(button)).toMatch(/\(bientôt disponible\)$/);
    }
  });

  it("has no link to read an article, and no fake link anywhere", () => {
    expect([...main().querySelectorAll("a")].filter((a) => plainText(a).includes(READ))).toHaveLength(0);
    expect(main().querySelectorAll('a[href="#"], a:not([href])')).toHaveLength(0);
  });

  it("ends with a call to action to /#prise-de-rdv", () => {
    const band = main().querySelector("section.cta-band");
    expect(main().lastElementChild).toBe(band);
    expect(band?.querySelector("a")?.getAttribute("href")).toBe("/#prise-de-rdv");
    expect(docWithBase.querySelector("main section.cta-band a")?.getAttribute("href")).toBe(`${BASE}#prise-de-rdv`);
  });
});

describe("blog data", () => {
  it("is shaped like article front matter, ready to move to Markdown files", () => {
    for (const article of ARTICLES) {
      expect(Object.keys(article).sort()).toEqual(
        ["author", "category", "coverAlt", "coverMotif", "date", "description", "featured", "readingMinutes", "slug", "title"].sort(),
      );
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
      expect(article.coverAlt.length).toBeGreaterThan(10);
    }
  });

  it("has unique slugs and exactly one featured article", () => {
    expect(new Set(ARTICLES.map((article) => article.slug)).size).toBe(ARTICLES.length);
    expect(ARTICLES.filter((article) => article.featured)).toHaveLength(1);
  });
});
