import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";
import { fileOf, readPage } from "../helpers/read-dist.ts";
import { NOT_FOUND_FILE, SPEC_ROUTES_AND_404 } from "../helpers/spec-routes.ts";

const DESKTOP = VIEWPORTS[1];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

/** Scrolls down the whole page, so that every island near the viewport hydrates. */
async function scrollThrough(page: import("playwright-core").Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // A rendered frame at each position, however slow the machine: an island's rule is an
      // IntersectionObserver, which sees only positions that were rendered.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute("data-ready")), undefined, { timeout: 60_000 });
}

// At 375 px, every-engine-pages.test.ts does the same in each engine, Chromium included.
describe("every page at 1280 px", () => {
  it.each(SPEC_ROUTES_AND_404)("%s hydrates every island with no console message, no error", async (route) => {
    const { page, context, messages } = await openPage(site, { viewport: DESKTOP });
    await page.goto(site.url(route));
    await scrollThrough(page);
    await page.waitForTimeout(200);
    // On the 404 page: Chromium's own note of the 404 status, then the page's log (spec §2).
    const expected = route.startsWith("/une-page")
      ? ["error: Failed to load resource: the server responded with a status of 404 (Not Found)", `log: 404: no page at ${route}`]
      : [];
    // The 404 log is a chunk asked for after the first paint: waited for, not timed.
    await expect.poll(() => messages, { timeout: 10_000 }).toEqual(expected);
    await context.close();
  });
});

describe.each(VIEWPORTS)("every page at $width px", (viewport) => {
  it.each(SPEC_ROUTES_AND_404)("%s has no accessibility violation (axe)", async (route) => {
    const { page, context } = await openPage(site, { viewport, reducedMotion: "reduce", bypassCSP: true });
    await page.goto(site.url(route));
    await scrollThrough(page);
    await page.addScriptTag({ content: AXE_SOURCE });
    const violations = await page.evaluate(async () => {
      // Every rule runs; only violations are detailed, which is most of axe's time on a long page.
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const results = await axe.run(document, { resultTypes: ["violations"] });
      return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    });
    expect(violations).toEqual([]);
    await context.close();
  }, 180_000);
});

describe("every page at 320 px, in the fallback fonts", () => {
  it.each(SPEC_ROUTES_AND_404)("%s does not scroll sideways", async (route) => {
    const { page, context } = await openPage(site, { viewport: { width: 320, height: 640 } });
    // With font-display optional a late font is never used: check with the wider fallback fonts.
    await page.route(/\.woff2$/, (request) => request.abort());
    await page.goto(site.url(route));
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });
});

// React runs in the islands alone, so its development warnings can only come from a page with one.
describe("every page with an island, in a development build (React's development runtime)", () => {
  let devSite: BrowserSite;
  beforeAll(async () => {
    devSite = await openBrowserSite(["--dev"]);
  });
  afterAll(() => devSite.close());

  const fileOfRoute = (route: string) => (route.startsWith("/une-page") ? NOT_FOUND_FILE.slice(1) : fileOf(route));
  const withIsland = () => SPEC_ROUTES_AND_404.filter((route) => readPage(devSite.dir, fileOfRoute(route)).querySelector("[data-island]"));

  it("hydrates with no warning", async () => {
    const routes = withIsland();
    // The spec's home page has its FAQ and tooltips, the signals page its tabs.
    expect(routes).toEqual(expect.arrayContaining(["/", "/signaux-affaires/"]));
    for (const route of routes) {
      const { page, context, messages } = await openPage(devSite);
      await page.goto(devSite.url(route));
      await scrollThrough(page);
      const shown = () => messages.filter((message) => !message.includes("React DevTools"));
      // A moment after every island is ready, for a late warning to show.
      await page.waitForTimeout(200);
      expect(shown(), route).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
