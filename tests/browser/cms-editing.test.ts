// Chromium only: Decap CMS is an editors' tool, opened in the browser of the marketing team's
// machines; the site's pages are what the three engines test.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import contentFiles from "../../src/content-registry/registry.ts";
import { ContentError } from "../../packages/generator/src/content/content-error.ts";
import { contentValues } from "../../packages/generator/src/content/fill-values.ts";
import { readYamlFile } from "../../packages/generator/src/content/yaml-file.ts";
import { markWindow, startCmsEditor, windowMarked, type CmsEditor } from "../helpers/cms-editor.ts";

// The words of the booking section the home page ends with (and the booking sections of composed pages).
const BOOKING = "content/home/booking.yaml";
const ARTICLE = "content/blog/anticiper-pour-proteger-ses-marges.md";
const LEGAL = "content/legal/mentions-legales.md";

describe("editing the content in the CMS on site serve (Chromium)", () => {
  let cms: CmsEditor;
  const read = (file: string) => cms.read(file);
  const openEntry = (hash: string) => cms.openEntry(hash);
  const publish = (page: Page) => cms.publish(page);

  beforeAll(async () => {
    cms = await startCmsEditor();
  });
  afterAll(() => cms?.close());

  /** The booking title's label, as the generated config gives it (the schema's title). */
  const titleLabel = () => cms.label({ file: BOOKING }, "title");

  it("given the booking section's title changed in /admin/, when published, should write that line only and reload the home page with it", async () => {
    const before = await read(BOOKING);
    const oldTitle = /^title: (.*)$/m.exec(before)![1]!;
    const home = await cms.browser.newPage();
    await home.goto(`${cms.origin}/`, { waitUntil: "domcontentloaded" });
    const editor = await openEntry("pages/entries/home-booking");
    const title = editor.getByLabel(await titleLabel(), { exact: true }).first();
    await expect.poll(() => title.inputValue(), { timeout: 60_000 }).toBe(oldTitle.replace(/^"|"$/g, ""));
    await title.fill("Un titre changé dans le CMS");
    await publish(editor);
    await expect.poll(() => read(BOOKING), { timeout: 30_000 }).toBe(before.replace(`title: ${oldTitle}`, "title: Un titre changé dans le CMS"));
    // site serve rebuilt on the change and told the open page to reload.
    await expect.poll(() => home.locator("#booking-title").textContent(), { timeout: 90_000 }).toContain("Un titre changé dans le CMS");
    await Promise.all([home.close(), editor.close()]);
  }, 300_000);

  it("given an article opened in /admin/, should preview it with the site's article page and stylesheets, and when its body is edited and published, change its Markdown only", async () => {
    const before = await read(ARTICLE);
    const editor = await openEntry("blog/entries/anticiper-pour-proteger-ses-marges");
    const frame = editor.frameLocator("#preview-pane");
    const title = frame.locator("article.article h1#article-title");
    await expect.poll(() => title.textContent(), { timeout: 60_000 }).toBe(await cms.title(ARTICLE));
    // The heading font and the cover's rounded corners come from the site's stylesheets only.
    // The web font first, as on the site's pages once it has loaded.
    await expect.poll(() => title.evaluate((h1) => getComputedStyle(h1).fontFamily), { timeout: 30_000 }).toMatch(/^"?Manrope Variable"?,/);
    const cover = frame.locator(".article__cover img");
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    expect(await cover.evaluate((img) => getComputedStyle(img).borderTopLeftRadius)).not.toBe("0px");
    // The same editor, its body edited: the front matter is written back as it was.
    const body = editor.locator("textarea, [contenteditable='true']").last();
    await body.waitFor();
    await body.click();
    await editor.keyboard.press("Control+End");
    await editor.keyboard.type("\nUn paragraphe ajouté dans le CMS.");
    await publish(editor);
    await expect.poll(() => read(ARTICLE), { timeout: 30_000 }).toContain("Un paragraphe ajouté dans le CMS.");
    const after = await read(ARTICLE);
    expect(after.slice(0, after.indexOf("\n---\n") + 5)).toBe(before.slice(0, before.indexOf("\n---\n") + 5));
    await editor.close();
  }, 300_000);

  it("given a value the build refuses, when published, should show the build's message and leave the file alone", async () => {
    const before = await read(BOOKING);
    const editor = await openEntry("pages/entries/home-booking");
    const title = editor.getByLabel(await titleLabel(), { exact: true }).first();
    await title.fill("Gagnez {{inconnu}}");
    await publish(editor);
    const refused = before.replace(/^title: .*$/m, 'title: "Gagnez {{inconnu}}"');
    const message = buildMessage(refused);
    await expect.poll(() => editor.getByText(message, { exact: false }).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await read(BOOKING)).toBe(before);
    await editor.close();
  }, 300_000);

  it("given an entry with unsaved changes in /admin/, when another file's change rebuilds the site, should keep the editor and its changes", async () => {
    const legal = await cms.browser.newPage();
    await legal.goto(`${cms.origin}/mentions-legales/`, { waitUntil: "domcontentloaded" });
    const editor = await openEntry("pages/entries/home-booking");
    const title = editor.getByLabel(await titleLabel(), { exact: true }).first();
    await expect.poll(() => title.inputValue(), { timeout: 60_000 }).not.toBe("");
    await title.fill("Un titre pas encore publié");
    await markWindow(editor);
    await writeFile(path.join(cms.project.root, LEGAL), (await read(LEGAL)) + "\nUn paragraphe ajouté pendant une édition.\n");
    // The site's pages reload with the change; the editor's does not.
    await expect.poll(() => legal.locator("main").textContent(), { timeout: 90_000 }).toContain("Un paragraphe ajouté pendant une édition.");
    expect(await windowMarked(editor)).toBe(true);
    expect(await title.inputValue()).toBe("Un titre pas encore publié");
    await Promise.all([legal.close(), editor.close()]);
  }, 300_000);

  it("given a legal page opened in /admin/, should preview it with the site's legal page and stylesheets, and reload the editor when the site's styles change, as its preview links them by their hashed names", async () => {
    const editor = await openEntry("legal/entries/mentions-legales");
    const frame = editor.frameLocator("#preview-pane");
    const title = frame.locator("article.legal .legal__head h1");
    await expect.poll(() => title.textContent(), { timeout: 60_000 }).toBe(await cms.title(LEGAL));
    await expect.poll(() => title.evaluate((h1) => getComputedStyle(h1).fontFamily), { timeout: 30_000 }).toMatch(/^"?Manrope Variable"?,/);
    // The table of contents is the build's: the sections of the Markdown, in order, by their ids.
    expect(await frame.locator(".legal-toc a").first().getAttribute("href")).toMatch(/^#[a-z0-9-]+$/);
    // The site's styles change: the editor's page loads again, and previews with the new stylesheets.
    await markWindow(editor);
    const base = path.join(cms.project.root, "styles/base.css");
    await writeFile(base, (await readFile(base, "utf8")) + "\n/* changed while the editor is open */\n");
    // Read while the page loads again, the marker throws; once loaded, it is gone.
    const kept = () => windowMarked(editor).catch(() => "loading");
    await expect.poll(kept, { timeout: 90_000 }).toBe(undefined);
    await expect.poll(() => title.textContent(), { timeout: 60_000 }).toBe(await cms.title(LEGAL));
    await editor.close();
  }, 300_000);


  /** What `site build` says of the booking file holding `text`. */
  function buildMessage(text: string): string {
    try {
      readYamlFile(BOOKING, text, contentFiles.files["home/booking.yaml"]!.schema(z), contentValues(contentFiles.values));
    } catch (error) {
      if (error instanceof ContentError) return error.message;
    }
    throw new Error("the build accepts the refused value");
  }
});
