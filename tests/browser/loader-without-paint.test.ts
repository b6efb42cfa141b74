import { afterAll, beforeAll, it } from "vitest";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { loaderFiles } from "../helpers/island-chunks.ts";

// The loader is asked for once the page has painted its first text (src/components/LoaderStart.tsx).
// A browser that never reports that paint (Firefox once, on a CI run's loaded machine: the page
// drawn, no paint reported, no island ever ready) must still get its islands.

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

it("asks for the loader after the page's load even when no paint is ever reported, and an island in view hydrates", async () => {
  const { page, context } = await openPage(site);
  // Paints are observed, as the page asks, but never reported.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options?: PerformanceObserverInit) {
      if (options?.type !== "paint") observe.call(this, options);
    };
  });
  const { entry } = loaderFiles(site);
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === entry, { timeout: 60_000 });
  await page.goto(site.url("/"));
  await asked;
  // Islands hydrate as they come into view: the first, brought there.
  const island = page.locator("[data-island]").first();
  await island.scrollIntoViewIfNeeded();
  await page.locator("[data-island][data-ready]").first().waitFor({ state: "attached", timeout: 60_000 });
  await context.close();
});
