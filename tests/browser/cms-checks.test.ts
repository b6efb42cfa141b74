// Chromium only, as cms-editing.test.ts: the editor refuses what the build refuses, reading the
// content files (the categories, the company's values) as they are when it needs them.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frenchText } from "../../src/shared/french-typography.ts";
import { currentContent } from "../../src/admin/current-content.ts";
import { readEditedEntry } from "../../src/admin/preview-entry.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { BLOG_COLLECTION } from "../../src/routes/blog-routes.ts";
import { BLOG_PAGES_FILE } from "../../src/content-registry/categories-file.ts";
import { ContentError } from "../../packages/generator/src/content/content-error.ts";
import { frontMatterFormatter } from "../../packages/generator/shared/cms-formats.ts";
import { markWindow, startCmsEditor, windowMarked, type CmsEditor } from "../helpers/cms-editor.ts";

const LEGAL = "content/legal/mentions-legales.md";
const COMPANY = "content/site/company.yaml";
const BLOG_PAGES = `content/${BLOG_PAGES_FILE}`;
const GUIDE_ARTICLE = "content/blog/exploiter-les-permis-de-construire.md";
const DATED_ARTICLE = "content/blog/identifier-les-decideurs-chez-un-maitre-d-ouvrage.md";

describe("the editor's checks and the content it reads, on site serve (Chromium)", () => {
  let cms: CmsEditor;
  const read = (file: string) => cms.read(file);
  const openEntry = (hash: string) => cms.openEntry(hash);
  const publish = (page: Page) => cms.publish(page);

  beforeAll(async () => {
    cms = await startCmsEditor();
  });
  afterAll(() => cms?.close());

  /** An article field's label, as the generated config gives it. */
  const articleLabel = (name: string) => cms.label({ collection: "blog" }, name);

  it("given an article whose category the categories file no longer has, when published, should show the build's message and leave the file alone", async () => {
    const [article, pages] = [await read(GUIDE_ARTICLE), await read(BLOG_PAGES)];
    const format = frontMatterFormatter(() => undefined);
    const category = BLOG_CATEGORIES.find((candidate) => candidate.key === format.fromFile(article).category)!;
    const editor = await openEntry(`blog/entries/${path.basename(GUIDE_ARTICLE, ".md")}`);
    // The menu shows the category by its name, read from the categories file.
    const menu = editor.getByLabel(await articleLabel("category"));
    await expect.poll(() => menu.locator("option:checked").textContent(), { timeout: 60_000 }).toBe(category.name);
    // Meanwhile the category's key changes in the repository, its articles and its topic with it.
    const renamed = (text: string) => text.replaceAll(`key: ${category.key}\n`, "key: autre-cle\n").replaceAll(`category: ${category.key}\n`, "category: autre-cle\n");
    await writeFile(path.join(cms.project.root, BLOG_PAGES), renamed(pages));
    await writeFile(path.join(cms.project.root, GUIDE_ARTICLE), renamed(article));
    try {
      const body = editor.locator("textarea, [contenteditable='true']").last();
      await body.click();
      await editor.keyboard.press("Control+End");
      await editor.keyboard.type("\nUn paragraphe de plus.");
      await publish(editor);
      const message = await entryMessage(GUIDE_ARTICLE, article);
      expect(message).toContain(`le champ « category » vaut « ${category.key} »`);
      await expect.poll(() => editor.getByText(message, { exact: false }).count(), { timeout: 60_000 }).toBeGreaterThan(0);
      expect(await read(GUIDE_ARTICLE)).toBe(renamed(article));
    } finally {
      await writeFile(path.join(cms.project.root, BLOG_PAGES), pages);
      await writeFile(path.join(cms.project.root, GUIDE_ARTICLE), article);
      await editor.close();
    }
  }, 300_000);

  it("given an article updated before its date in /admin/, when published, should show the build's message and leave the file alone", async () => {
    const before = await read(DATED_ARTICLE);
    const date = String(frontMatterFormatter(() => undefined).fromFile(before).date);
    const dayBefore = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const editor = await openEntry(`blog/entries/${path.basename(DATED_ARTICLE, ".md")}`);
    const updated = editor.getByLabel(await articleLabel("updated"));
    await updated.waitFor({ timeout: 60_000 });
    await updated.fill(dayBefore);
    await publish(editor);
    // The build's words for that field; its line is where the editor writes the new field.
    const message = (await entryMessage(DATED_ARTICLE, before.replace(/\n---\n/, `\nupdated: ${dayBefore}\n---\n`))).replace(/^[^ ]+ /, "");
    expect(message).toContain(`« ${dayBefore} »`);
    await expect.poll(() => editor.getByText(message, { exact: false }).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await read(DATED_ARTICLE)).toBe(before);
    await editor.close();
  }, 300_000);

  it("given the company's name changed in its file while the editor is open, should preview a legal page with it, the editor's page not loaded again", async () => {
    const company = await read(COMPANY);
    const editor = await openEntry("legal/entries/mentions-legales");
    const frame = editor.frameLocator("#preview-pane");
    await expect.poll(() => frame.locator("article.legal h1").textContent(), { timeout: 60_000 }).toBe(await cms.title(LEGAL));
    await markWindow(editor);
    const name = "Société Renommée Pendant l'Édition SAS";
    await writeFile(path.join(cms.project.root, COMPANY), company.replace(/^( {2}name: ).*$/m, `$1"${name}"`));
    try {
      // Opened again within the same page: the preview reads the company's file as it is now.
      await editor.goto(`${cms.origin}/admin/#/collections/legal`, { waitUntil: "domcontentloaded" });
      // The entry's editor gone before it opens again: two hash changes in a row may render once.
      await editor.locator("#preview-pane").waitFor({ state: "detached", timeout: 60_000 });
      await editor.goto(`${cms.origin}/admin/#/collections/legal/entries/mentions-legales`, { waitUntil: "domcontentloaded" });
      // As the site writes it: the apostrophe typographic.
      await expect.poll(() => frame.locator("article.legal").textContent(), { timeout: 60_000 }).toContain(frenchText(name));
      expect(await windowMarked(editor)).toBe(true);
    } finally {
      await writeFile(path.join(cms.project.root, COMPANY), company);
      await editor.close();
    }
  }, 300_000);

  it("given a category renamed in its file while the editor is open, when an article is opened, should offer the new name in its category menu", async () => {
    const pages = await read(BLOG_PAGES);
    const [, , last] = BLOG_CATEGORIES;
    const label = await articleLabel("category");
    const editor = await openEntry(`blog/entries/${path.basename(DATED_ARTICLE, ".md")}`);
    const menu = editor.getByLabel(label);
    await expect.poll(() => menu.locator("option").allTextContents(), { timeout: 60_000 }).toEqual(expect.arrayContaining(BLOG_CATEGORIES.map((category) => category.name)));
    await markWindow(editor);
    const name = `${last!.name} commerciale`;
    await writeFile(path.join(cms.project.root, BLOG_PAGES), pages.replace(`name: ${last!.name}\n`, `name: ${name}\n`));
    try {
      await editor.goto(`${cms.origin}/admin/#/collections/blog`, { waitUntil: "domcontentloaded" });
      // The entry's editor gone before it opens again: two hash changes in a row may render once.
      await menu.waitFor({ state: "detached", timeout: 60_000 });
      await editor.goto(`${cms.origin}/admin/#/collections/blog/entries/${path.basename(DATED_ARTICLE, ".md")}`, { waitUntil: "domcontentloaded" });
      await expect.poll(() => editor.getByLabel(label).locator("option").allTextContents(), { timeout: 60_000 }).toContain(name);
      expect(await windowMarked(editor)).toBe(true);
    } finally {
      await writeFile(path.join(cms.project.root, BLOG_PAGES), pages);
      await editor.close();
    }
  }, 300_000);

  /** What the build says of an article whose file holds `text`, against the content files as they are now. */
  async function entryMessage(file: string, text: string): Promise<string> {
    const content = await currentContent({}, (at) => read(at));
    try {
      await readEditedEntry(BLOG_COLLECTION, { file, text }, content, { base: "/", siteUrl: "" });
    } catch (error) {
      if (error instanceof ContentError) return error.message;
    }
    throw new Error(`the build accepts ${file}`);
  }

});
