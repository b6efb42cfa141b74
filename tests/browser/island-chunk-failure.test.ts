import { describe, expect, it } from "vitest";
import { ENGINES, MOBILE, useBuild, useEngine, type EnginePage } from "../helpers/engine-site.ts";
import { isChunkRequest, isIslandChunk, loaderFiles } from "../helpers/island-chunks.ts";

/**
 * When the islands' code cannot be loaded (a deploy replaced
 * the hashed files, a proxy blocks them, the network drops), the loader retries once, then leaves
 * each failed island as it is without JavaScript, so nothing stays hidden for good.
 */
const site = useBuild();

// Generous, as tests/helpers/engine waits are: every failing chunk is asked for twice, and beside
// two busy loops all of the home page's islands took WebKit over 15 s to fall back.
const SOON = { timeout: 45_000 };
const NOT_FOUND = { status: 404, contentType: "text/plain", body: "Not found" };
/** Records unhandled promise rejections in window.__rejections, from before any page script runs. */
const RECORD_REJECTIONS = `{
  const list = [];
  window.__rejections = list;
  window.addEventListener("unhandledrejection", (event) => list.push(String(event.reason)));
}`;

/** Scrolls through the page so every `visible` island starts loading. */
const scrollThrough = (page: EnginePage) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
const everyIsland = (page: EnginePage, attribute: string) =>
  page.waitFor((name) => [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute(name)), attribute, SOON);
const visibility = (page: EnginePage, selector: string) =>
  page.evaluate((query) => [...document.querySelectorAll<HTMLElement>(query)].map((element) => element.checkVisibility()), selector);
/** The demo videos' native controls, once the page has written in what its noscripts hold. */
const videosWithControls = async (page: EnginePage) => {
  await page.waitFor(() => document.querySelectorAll("[data-demo-video] video").length === 3, undefined, { what: "the demo videos" });
  return page.evaluate(() => [...document.querySelectorAll("[data-demo-video] video")].map((video) => video.hasAttribute("controls")));
};
const problems = async (page: EnginePage) => [
  page.messages.filter((message) => message.startsWith("pageerror")),
  await page.evaluate(() => (window as unknown as { __rejections: string[] }).__rejections),
];

describe.each(ENGINES)("in $name", (engine) => {
  const browser = useEngine(engine, site);

  describe("islands whose chunks answer 404 every time", () => {
    const openFailing = async (route: string) => {
      const page = await browser.open({ viewport: MOBILE });
      await page.addInitScript(RECORD_REJECTIONS);
      page.route(isChunkRequest(site()), () => NOT_FOUND);
      await page.goto(route);
      await scrollThrough(page);
      await everyIsland(page, "data-fallback");
      return page;
    };

    it("on the home page, show every FAQ answer and method text instead of the info buttons, the demo videos with the browser's controls, ask for each chunk twice, and the menu still opens", async () => {
      const page = await openFailing("/");
      expect(await visibility(page, '[id^="faq-answer-"]')).toEqual([true, true, true, true, true, true]);
      expect(await videosWithControls(page)).toEqual([true, true, true]);
      expect(await visibility(page, ".result-card__method")).toEqual(Array(5).fill(true));
      expect(await visibility(page, ".tooltip-trigger")).toEqual(Array(5).fill(false));
      expect(await problems(page)).toEqual([[], []]);
      const islandRequests = page.requests.filter((request) => isIslandChunk(request.path));
      const paths = [...new Set(islandRequests.map((request) => request.path))];
      expect(paths.some((chunk) => chunk.includes("react-runtime"))).toBe(true);
      for (const chunk of paths) {
        const tries = islandRequests.filter((request) => request.path === chunk);
        expect({ chunk, tries: tries.map((request) => request.search) }).toEqual({ chunk, tries: ["", "?retry=1"] });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.click(".menu-toggle");
      await page.waitForSelector("#site-menu:popover-open", SOON);
      await page.close();
    });

    it("on the signals page, show every signal panel and hide the tab list, as without JavaScript", async () => {
      const page = await openFailing("/signaux-affaires/");
      expect(await visibility(page, '[role="tabpanel"]')).toEqual([true, true, true, true, true]);
      expect(await visibility(page, '[role="tablist"]')).toEqual([false]);
      expect(await problems(page)).toEqual([[], []]);
      await page.close();
    });
  });

  describe("islands whose chunks, a chunk they share with React's runtime among them, fail until the loader retries", () => {
    // The retry asks for the island's chunk under a new URL; the shared chunk it imports keeps its
    // URL, which Firefox and WebKit do not fetch again once it failed: there the island shows as
    // without JavaScript (the test above), which is all a page can do.
    it.skipIf(!engine.supports.refetchesFailedModules)("hydrate with the retried chunks (not in Firefox nor WebKit, which keep a failed module's URL failed)", async () => {
      const page = await browser.open({ viewport: MOBILE });
      const isChunk = isChunkRequest(site());
      // The network is down until the first retry: then every chunk, shared ones included, arrives.
      const retried = () => page.requests.some((request) => request.search !== "");
      page.route((request) => isChunk(request) && !retried(), () => NOT_FOUND);
      await page.goto("/signaux-affaires/");
      await page.scrollIntoView('[role="tablist"]');
      await page.waitForSelector('[data-island="SignalTabs"][data-ready]', SOON);
      expect(await page.evaluate(() => document.querySelector('[data-island="SignalTabs"]')!.hasAttribute("data-fallback"))).toBe(false);
      await page.click("#signaux-tab-3");
      expect(await visibility(page, '[role="tabpanel"]')).toEqual([false, false, true, false, false]);
      await page.close();
    });
  });

  describe("when what the loader imports after the first paint cannot be loaded", () => {
    it("asks for it once more, then shows every island and demo video as without JavaScript and lets the booking anchor jump", async () => {
      const page = await browser.open({ viewport: MOBILE });
      await page.addInitScript(RECORD_REJECTIONS);
      const { afterPaint } = loaderFiles(site());
      page.route((request) => request.path === afterPaint, () => NOT_FOUND);
      await page.goto("/");
      await everyIsland(page, "data-fallback");
      expect(page.requests.filter((request) => request.path === afterPaint).map((request) => request.search)).toEqual(["", "?retry=1"]);
      expect(await visibility(page, '[id^="faq-answer-"]')).toEqual([true, true, true, true, true, true]);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hash-scrolled"))).toBe(true);
      expect(await videosWithControls(page)).toEqual([true, true, true]);
      expect(await problems(page)).toEqual([[], []]);
      await page.close();
    });
  });
});
