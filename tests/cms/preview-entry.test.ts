import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { currentContent } from "../../src/admin/current-content.ts";
import { readEditedEntry, type ImageOf } from "../../src/admin/preview-entry.ts";
import { BLOG_COLLECTION } from "../../src/routes/blog-routes.ts";
import { ContentError } from "../../packages/generator/src/content/content-error.ts";
import { LEGAL_COLLECTION } from "../../src/routes/legal-routes.ts";
import { frontMatterFormatter } from "../../packages/generator/shared/cms-formats.ts";
import { SITE as CONFIG } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

// The site's own origin: the content's {{siteUrl}} is filled from the configuration too.
const SITE = { base: "/", siteUrl: CONFIG.siteUrl };
const imageOf: ImageOf = async (relative) => ({ src: `blob:${relative}`, width: 1200, height: 630, sources: [] });
const format = frontMatterFormatter(() => undefined);
const ARTICLE = "content/blog/anticiper-pour-proteger-ses-marges.md";
const COMPANY = "site/company.yaml";
const BLOG_PAGES = "blog-pages.yaml";

const readProjectFile = (file: string) => readFile(path.join(PROJECT_ROOT, file), "utf8");

/** The content as the editor's backend has it: the project's files, some of them as `changed` says (by their path in content/). */
const contentWith = (changed: Record<string, string> = {}) => currentContent(changed, readProjectFile);

/** The data Decap CMS holds for a content file, read by the editor's own format. */
async function dataOf(file: string): Promise<Record<string, unknown>> {
  return format.fromFile(await readProjectFile(file));
}

/** An entry the editor holds, as the file it would save. */
const edited = (file: string, data: Record<string, unknown>) => ({ file, text: format.toFile(data) });

describe("an entry previewed in the editor", () => {
  it("given an article's data, when previewed, should make the article the build makes, its cover from the editor", async () => {
    const article = await readEditedEntry(BLOG_COLLECTION, edited(ARTICLE, await dataOf(ARTICLE)), await contentWith(), { ...SITE, imageOf });
    expect(article.title).toMatch(/^Anticiper plutôt que répondre/);
    expect(article.coverImage).toMatchObject({ src: "blob:images/anticiper-marges.svg", width: 1200 });
    // The build's renderer: headings from h2, with ids.
    expect(article.html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(article.html).not.toContain("{{");
  });

  it("given a legal page's data, when previewed, should cut it into the sections of its headings' ids, its values filled", async () => {
    const file = "content/legal/mentions-legales.md";
    const page = await readEditedEntry(LEGAL_COLLECTION, edited(file, await dataOf(file)), await contentWith(), { ...SITE, base: "/sous/", imageOf });
    expect(page.title).toBe("Mentions légales");
    expect(page.sections.map((section) => section.id)).toContain("editeur");
    // `[{{siteHost}}]({{siteUrl}})`: the site's own address is a site path, under the base.
    expect(page.intro).toContain(`<a href="/sous/">${new URL(SITE.siteUrl).host}</a>`);
  });

  it("given the company's name changed in its file since the editor was built, when a legal page is previewed, should show the new name", async () => {
    const file = "content/legal/mentions-legales.md";
    const company = await readProjectFile(`content/${COMPANY}`);
    const renamed = company.replace(/^( {2}name: ).*$/m, "$1Société Renommée SAS");
    expect(renamed).not.toBe(company);
    const page = await readEditedEntry(LEGAL_COLLECTION, edited(file, await dataOf(file)), await contentWith({ [COMPANY]: renamed }), { ...SITE, imageOf });
    expect(JSON.stringify(page)).toContain("Société Renommée SAS");
  });

  it("given an article without a title, when previewed, should refuse it with the build's message", async () => {
    const refused = readEditedEntry(BLOG_COLLECTION, edited(ARTICLE, { ...(await dataOf(ARTICLE)), title: "" }), await contentWith(), { ...SITE, imageOf });
    await expect(refused).rejects.toThrow(ContentError);
    await expect(refused).rejects.toThrow(`${ARTICLE}:2: le champ « title » manque`);
  });

  it("given a category put in the categories file since the editor was built, when an article names it, should take it and show its name", async () => {
    const pages = await readProjectFile(`content/${BLOG_PAGES}`);
    // The third category, and its topic, become another.
    const added = pages
      .replace(/^( {2}- key: )prospection\n( {4}name: )Prospection\n( {4}slug: )prospection$/m, "$1chantiers\n$2Chantiers\n$3chantiers")
      .replace(/^( {4}- category: )prospection$/m, "$1chantiers");
    expect(added).not.toBe(pages);
    const data = { ...(await dataOf(ARTICLE)), category: "chantiers" };
    expect(await readEditedEntry(BLOG_COLLECTION, edited(ARTICLE, data), await contentWith({ [BLOG_PAGES]: added }), { ...SITE, imageOf })).toMatchObject({ category: "Chantiers" });
    // The same article against the categories as they were: the build's refusal, at its line.
    await expect(readEditedEntry(BLOG_COLLECTION, edited(ARTICLE, data), await contentWith(), { ...SITE, imageOf })).rejects.toThrow(
      `${ARTICLE}:5: le champ « category » vaut « chantiers », qui n'est la clé d'aucune catégorie de content/${BLOG_PAGES}`,
    );
  });
});
