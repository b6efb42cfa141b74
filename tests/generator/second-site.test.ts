import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TINY_SITE, tinyOutputFiles } from "../../packages/generator/tests/helpers/tiny-site.ts";
import { ISLANDS } from "../../src/islands/registry.ts";
import { SITE } from "../../src/site.ts";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";

// The generator's second site (packages/generator/tests/fixtures/tiny-site), whose pages the
// package's own tests read (second-site.test.ts there): here, what only this site knows, that
// none of it leaks into another site's build, and what needs this site's browsers.
describe("given a second, tiny site built with the same generator", () => {
  let site: BrowserSite;
  const read = (file: string) => readFileSync(path.join(site.dir, file), "utf8");

  beforeAll(async () => {
    site = await openBrowserSite(["--root", TINY_SITE, "--no-compress"]);
  });
  afterAll(() => site.close());

  it("holds no trace of this site: its product's name, its islands, its blog", () => {
    const files = tinyOutputFiles(site.dir);
    expect(files.filter((file) => file.startsWith("blog/"))).toEqual([]);
    const traces = [SITE.productName, ...Object.keys(ISLANDS)];
    expect(traces.length).toBeGreaterThan(1);
    for (const file of files.filter((name) => /\.(html|xml|txt|js|css)$/.test(name))) {
      for (const trace of traces) expect(read(file), `${file} names ${trace}`).not.toContain(trace);
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
