import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { previewEntry, type ImageOf } from "../../src/admin/preview-entry.ts";
import { BLOG_COLLECTION } from "../../src/blog/collection.ts";
import { ContentError } from "../../src/generator/content/content-error.ts";
import { LEGAL_COLLECTION } from "../../src/legal/collection.ts";
import { frontMatterFormatter } from "../../src/shared/cms-formats.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

const SITE = { base: "/", siteUrl: "https://www.example.com" };
const imageOf: ImageOf = async (relative) => ({ src: `blob:${relative}`, width: 1200, height: 630, sources: [] });
const format = frontMatterFormatter(() => undefined);

/** The data Decap CMS holds for a content file, read by the editor's own format. */
async function dataOf(file: string): Promise<{ data: Record<string, unknown>; file: string; slug: string }> {
  const text = await readFile(path.join(PROJECT_ROOT, file), "utf8");
  return { data: format.fromFile(text), file, slug: path.basename(file, ".md") };
}

describe("an entry previewed in the editor", () => {
  it("given an article's data, when previewed, should make the article the build makes, its cover from the editor", async () => {
    const article = await previewEntry(BLOG_COLLECTION, await dataOf("content/blog/anticiper-pour-proteger-ses-marges.md"), SITE, imageOf);
    expect(article.title).toMatch(/^Anticiper plutôt que répondre/);
    expect(article.coverImage).toMatchObject({ src: "blob:images/anticiper-marges.svg", width: 1200 });
    // The build's renderer: headings from h2, with ids.
    expect(article.html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(article.html).not.toContain("{{");
  });

  it("given a legal page's data, when previewed, should cut it into the sections of its headings' ids, its values filled", async () => {
    const page = await previewEntry(LEGAL_COLLECTION, await dataOf("content/legal/mentions-legales.md"), { ...SITE, base: "/sous/" }, imageOf);
    expect(page.title).toBe("Mentions légales");
    expect(page.sections.map((section) => section.id)).toContain("editeur");
    // `[{{siteHost}}]({{siteUrl}})`: the site's own address is a site path, under the base.
    expect(page.intro).toContain(`<a href="/sous/">${new URL(SITE.siteUrl).host}</a>`);
  });

  it("given an article without a title, when previewed, should refuse it with the build's message", async () => {
    const { data, file, slug } = await dataOf("content/blog/anticiper-pour-proteger-ses-marges.md");
    const refused = previewEntry(BLOG_COLLECTION, { data: { ...data, title: "" }, file, slug }, SITE, imageOf);
    await expect(refused).rejects.toThrow(ContentError);
    await expect(refused).rejects.toThrow(`${file}: field "title" is missing or empty`);
  });
});
