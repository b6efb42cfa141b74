// The customer references as a visitor finds them: the listing, a page per trade with references
// (the filter, as links: no JavaScript), a page per reference with its structured data, and every
// one in the sitemap. Expected values come from content/references/, as the team wrote them.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFrontMatter } from "../../packages/generator/src/content/front-matter.ts";
import { CONTENT_COLLECTIONS } from "../../src/content-registry/collections.ts";
import { SECTORS, type ReferenceFrontMatter, type Sector } from "../../src/content-registry/schemas/reference.ts";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";

const { folder, schema } = CONTENT_COLLECTIONS.references;

/** Each reference of the content, by its file's name (its slug). */
const REFERENCES = readdirSync(path.join(PROJECT_ROOT, folder))
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const file = `${folder}/${name}`;
    const { data } = parseFrontMatter(file, readFileSync(path.join(PROJECT_ROOT, file), "utf8"), { schema: schema(z), values: new Map() });
    return { file, slug: name.replace(/\.md$/, ""), ...(data as ReferenceFrontMatter) };
  });

/** The trades with references, in the fixed list's order. */
const SECTORS_SHOWN = (Object.keys(SECTORS) as Sector[]).filter((sector) => REFERENCES.some((reference) => reference.sector === sector));

describe("given the customer references of content/references/", () => {
  let out: string;
  let run: RunResult;
  const links = (file: string, selector: string) => [...readPage(out, file).querySelectorAll(selector)].map((link) => link.getAttribute("href"));

  beforeAll(async () => {
    out = path.join(mkdtempSync(path.join(os.tmpdir(), "site-references-")), "dist");
    run = await runSite(["build", "--out", out, "--no-compress"]);
    expect(run.code, run.stderr).toBe(0);
  });
  afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

  it("ships at least two references, in at least two trades", () => {
    expect(REFERENCES.length).toBeGreaterThanOrEqual(2);
    expect(SECTORS_SHOWN.length).toBeGreaterThanOrEqual(2);
  });

  it("lists every reference at /references/, newest first, each card leading to its page", () => {
    const newestFirst = [...REFERENCES].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
    expect(links("references/index.html", ".reference-card a")).toEqual(newestFirst.map((reference) => `/references/${reference.slug}/`));
    const companies = [...readPage(out, "references/index.html").querySelectorAll(".reference-card__company")].map((heading) => plainText(heading));
    expect(companies).toEqual(newestFirst.map((reference) => plainText({ textContent: reference.company })));
  });

  it("filters by trade with links: every page links all trades that have references, marking its own as current", () => {
    const trades = ["/references/", ...SECTORS_SHOWN.map((sector) => `/references/secteur/${sector}/`)];
    for (const [index, page] of trades.entries()) {
      const file = `${page.slice(1)}index.html`;
      expect(links(file, ".sector-nav a"), page).toEqual(trades);
      expect(links(file, '.sector-nav a[aria-current="page"]'), page).toEqual([trades[index]]);
    }
  });

  it.each(SECTORS_SHOWN)("shows on /references/secteur/%s/ that trade's references only, drawn without any script of their own", (sector) => {
    const file = `references/secteur/${sector}/index.html`;
    const ofSector = REFERENCES.filter((reference) => reference.sector === sector).map((reference) => `/references/${reference.slug}/`);
    expect(links(file, ".reference-card a").sort()).toEqual(ofSector.sort());
    expect(plainText(readPage(out, file).querySelector("h1")!)).toContain(plainText({ textContent: SECTORS[sector] }));
    expect(readPage(out, file).querySelectorAll("[data-island]")).toHaveLength(0);
  });

  it.each(REFERENCES.map((reference) => [reference.slug, reference] as const))("gives %s a page with its figures, quote, products, share card and an Article about the customer", (slug, reference) => {
    const page = readPage(out, `references/${slug}/index.html`);
    expect(page.querySelectorAll("header, main, footer")).toHaveLength(3);
    expect(plainText(page.querySelector("h1")!)).toBe(plainText({ textContent: reference.title }));
    expect([...page.querySelectorAll(".key-figure")].map((value) => plainText(value))).toEqual(reference.figures.map((figure) => plainText({ textContent: figure.value })));
    expect(plainText(page.querySelector("blockquote")!)).toContain(plainText({ textContent: reference.quote }).slice(0, 30));
    expect(links(`references/${slug}/index.html`, ".reference-page__product-list a")).toEqual(reference.products.map((product) => `/${product}/`));
    const data = [...page.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ""));
    const article = data.find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({ headline: reference.title, about: { "@type": "Organization", name: reference.company }, mainEntityOfPage: `${SITE.siteUrl}/references/${slug}/` });
    const trail = data.find((item) => item["@type"] === "BreadcrumbList").itemListElement.map((step: { item: string }) => step.item);
    expect(trail).toEqual([`${SITE.siteUrl}/`, `${SITE.siteUrl}/references/`, `${SITE.siteUrl}/references/${slug}/`]);
    expect(page.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(/\.jpg$/);
    // Its share card shows the customer over the reference's title.
    const alt = plainText({ textContent: page.querySelector('meta[property="og:image:alt"]')?.getAttribute("content") ?? "" });
    expect(alt).toContain(plainText({ textContent: `${reference.title} — ${reference.company}` }));
  });

  it("puts the listing, each trade's page and each reference's page in the sitemap", () => {
    const sitemap = readFileSync(path.join(out, "sitemap.xml"), "utf8");
    const paths = ["/references/", ...SECTORS_SHOWN.map((sector) => `/references/secteur/${sector}/`), ...REFERENCES.map((reference) => `/references/${reference.slug}/`)];
    for (const page of paths) expect(sitemap).toContain(`<loc>${SITE.siteUrl}${page}</loc>`);
  });

  it("warns at the build of every reference marked as an example, by its file and field", () => {
    const examples = REFERENCES.filter((reference) => reference.example);
    if (examples.length === 0) return void expect(run.stderr).not.toContain("examples the site shipped with");
    expect(run.stderr).toContain(`warning ${examples.length} entries are examples the site shipped with`);
    for (const { file } of examples) expect(run.stderr).toContain(`  ${file}: example = true\n`);
  });
  // `site check` on these pages: tests/generator/check-real-build.test.ts checks the whole real build.
});
