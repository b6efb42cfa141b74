import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";
import { categoryPath } from "../../src/models/blog/article.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";

const COUNT = 20;
const CATEGORIES = BLOG_CATEGORIES.map((category) => category.key);

/** Article n was published n days after the first: the newest is the highest n. */
const source = (n: number) => `---
title: "Article numéro ${n}"
description: "Description de l'article numéro ${n}, assez longue pour une carte de la liste."
date: 2026-03-${String(n).padStart(2, "0")}
category: "${CATEGORIES[n % 3]}"
author: "Équipe test"
featured: ${n === 2}
cover: images/couverture.svg
coverAlt: "Couverture de test."
---

## Section ${n}

Texte de l'article ${n}.
`;

describe(`given ${COUNT} articles and a page size of 9`, () => {
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
    expect(titles("blog/index.html", ".blog-post--featured h3")).toEqual([2]);
    expect(titles("blog/index.html", ".blog-listing__cards h3")).toEqual([20, 19]);
  });

  it("lists every further article newest first, 9 a page, over two pages", () => {
    const further = [18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1];
    expect(titles("blog/index.html", ".blog-grid h3")).toEqual(further.slice(0, 9));
    expect(titles("blog/page/2/index.html", ".blog-grid h3")).toEqual(further.slice(9));
  });

  it("links the pages to each other", () => {
    const first = readPage(dist, "blog/index.html");
    expect(first.querySelector('.pagination a[rel="next"]')?.getAttribute("href")).toBe("/blog/page/2/");
    expect(first.querySelector('.pagination a[aria-current="page"]')?.textContent).toBe("1");
    const second = readPage(dist, "blog/page/2/index.html");
    expect(second.querySelector('.pagination a[rel="prev"]')?.getAttribute("href")).toBe("/blog/");
    expect(second.querySelector('.pagination a[rel="next"]')).toBeNull();
    expect(second.querySelectorAll("h1")).toHaveLength(1);
  });

  it("gives each category its listing", () => {
    expect(titles(`${categoryPath(BLOG_CATEGORIES[2]!).slice(1)}index.html`, ".blog-grid h3")).toEqual([20, 17, 14, 11, 8, 5, 2]);
  });
});
