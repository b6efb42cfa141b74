import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";
import { categoryPath } from "../../src/models/blog/article.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { SITE } from "../../src/site.ts";

const PAGE_SIZE = SITE.blogPageSize;
// Three pages of the listing (the three at its top aside), and in each category one more article
// than a page holds: two pages of it.
const COUNT = 3 * PAGE_SIZE + 2;
const CATEGORIES = BLOG_CATEGORIES.map((category) => category.key);
/** The featured article (n = 2), and the numbers from the newest down. */
const FEATURED = 2;
const newestFirst = Array.from({ length: COUNT }, (_, index) => COUNT - index);
/** Page `page` (from 1) of a listing of `numbers`. */
const pageOf = (numbers: number[], page: number) => numbers.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/** Article n was published n days after the first: the newest is the highest n. */
const source = (n: number) => `---
title: "Article numéro ${n}"
description: "Description de l'article numéro ${n}, assez longue pour une carte de la liste."
date: ${new Date(Date.UTC(2026, 0, n)).toISOString().slice(0, 10)}
category: "${CATEGORIES[n % 3]}"
author: "Équipe test"
featured: ${n === FEATURED}
cover: images/couverture.svg
coverAlt: "Couverture de test."
---

## Section ${n}

Texte de l'article ${n}.
`;

describe(`given ${COUNT} articles and a page size of ${PAGE_SIZE}`, () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;
  const titles = (file: string, selector: string) =>
    [...readPage(dist, file).querySelectorAll(selector)].map((h3) => Number(/\d+/.exec(plainText(h3))![0]));

  beforeAll(async () => {
    project = await copyProject();
    const blog = path.join(project.root, "content", "blog");
    rmSync(blog, { recursive: true, force: true });
    mkdirSync(path.join(blog, "images"), { recursive: true });
    writeFileSync(path.join(blog, "images", "couverture.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>');
    for (let n = 1; n <= COUNT; n++) writeFileSync(path.join(blog, `article-${n}.md`), source(n));
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.code, run.stderr).toBe(0);
    dist = path.join(project.root, "dist");
  });
  afterAll(() => project.remove());

  it("puts the featured article, then the two newest, at the top of /blog/", () => {
    expect(titles("blog/index.html", ".blog-post--featured h3")).toEqual([FEATURED]);
    expect(titles("blog/index.html", ".blog-listing__cards h3")).toEqual([COUNT, COUNT - 1]);
  });

  it(`lists every further article newest first, ${PAGE_SIZE} a page, over three pages`, () => {
    const further = newestFirst.filter((n) => ![FEATURED, COUNT, COUNT - 1].includes(n));
    expect(titles("blog/index.html", ".blog-grid h3")).toEqual(pageOf(further, 1));
    expect(titles("blog/page/2/index.html", ".blog-grid h3")).toEqual(pageOf(further, 2));
    expect(titles("blog/page/3/index.html", ".blog-grid h3")).toEqual(pageOf(further, 3));
  });

  it("links the pages to each other", () => {
    const first = readPage(dist, "blog/index.html");
    expect(first.querySelector('.pagination a[rel="next"]')?.getAttribute("href")).toBe("/blog/page/2/");
    expect(first.querySelector('.pagination a[aria-current="page"]')?.textContent).toBe("1");
    const second = readPage(dist, "blog/page/2/index.html");
    expect(second.querySelector('.pagination a[rel="prev"]')?.getAttribute("href")).toBe("/blog/");
    expect(second.querySelector('.pagination a[rel="next"]')?.getAttribute("href")).toBe("/blog/page/3/");
    expect(readPage(dist, "blog/page/3/index.html").querySelector('.pagination a[rel="next"]')).toBeNull();
    expect(second.querySelectorAll("h1")).toHaveLength(1);
  });

  it(`gives each category its listing, ${PAGE_SIZE} a page, its pages linked to each other`, () => {
    const category = BLOG_CATEGORIES[2]!;
    const listed = newestFirst.filter((n) => n % 3 === 2);
    const file = (page: number) => `${categoryPath(category, page).slice(1)}index.html`;
    expect(titles(file(1), ".blog-grid h3")).toEqual(pageOf(listed, 1));
    expect(titles(file(2), ".blog-grid h3")).toEqual(pageOf(listed, 2));
    expect(readPage(dist, file(1)).querySelector('.pagination a[rel="next"]')?.getAttribute("href")).toBe(categoryPath(category, 2));
    const second = readPage(dist, file(2));
    expect(second.querySelector('.pagination a[rel="prev"]')?.getAttribute("href")).toBe(categoryPath(category));
    expect(second.querySelector('.pagination a[aria-current="page"]')?.textContent).toBe("2");
    expect(second.querySelector("title")?.textContent).toContain(category.name);
  });
});
