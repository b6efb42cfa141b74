import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";
import { SPEC_ROUTES } from "../helpers/spec-routes.ts";
import { SITE } from "../../src/site.ts";

// Issue budgets, in gzipped bytes: the loader at load, then everything once every island has loaded
// (the home page's, as src/site.ts has it).
const AT_LOAD = 10_000;
const IN_ALL = (route: string) => (route === "/" ? SITE.budgets.homeJsGzipBytes : 75_000);

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

describe.each(VIEWPORTS)("JavaScript downloaded, at $width px", (viewport) => {
  it.each(SPEC_ROUTES)("%s stays within its budgets", async (route) => {
    const { page, context } = await openPage(site, { viewport });
    const scripts = new Set<string>();
    const sheets = new Set<string>();
    page.on("request", (request) => {
      if (!request.url().startsWith(site.url("/"))) return;
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
      if (request.resourceType() === "stylesheet") sheets.add(new URL(request.url()).pathname);
    });
    const gzip = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(site.dir, file))).byteLength, 0);
    const gzipped = () => gzip(scripts);
    await page.goto(site.url(route), { waitUntil: "load" });
    await page.waitForTimeout(300);
    expect(gzipped()).toBeLessThanOrEqual(AT_LOAD);
    // Issue 12: the shared stylesheet and the page's own, within the CSS budget of `site check`.
    expect(sheets.size).toBeLessThanOrEqual(2);
    expect(gzip(sheets)).toBeLessThanOrEqual(SITE.budgets.cssGzipBytes);
    expect([...scripts].filter((file) => file.includes("react-runtime"))).toEqual([]);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        // A rendered frame at each position: islands start on an IntersectionObserver.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await page.waitForFunction(() => [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute("data-ready")));
    await page.waitForTimeout(300);
    expect(gzipped()).toBeLessThanOrEqual(IN_ALL(route));
    await context.close();
  });
});
