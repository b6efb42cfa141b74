import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { isIslandChunk, loaderFiles, notFound, RECORD_REJECTIONS, routeChunks } from "../helpers/island-chunks.ts";

/**
 * Issue "Works in the field", point 3: when the islands' code cannot be loaded (a deploy replaced
 * the hashed files, a proxy blocks them, the network drops), the loader retries once, then leaves
 * each failed island as it is without JavaScript, so nothing stays hidden for good.
 */
let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

const SOON = { timeout: 5_000 };
const MOBILE = { width: 375, height: 740 };

/** Scrolls through the page so every `visible` island starts loading. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
const everyIsland = (page: Page, attribute: string) =>
  page.waitForFunction(
    (name) => [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute(name)),
    attribute,
    SOON,
  );
const visibility = (page: Page, selector: string) => page.locator(selector).evaluateAll((elements) =>
  elements.map((element) => (element as HTMLElement).checkVisibility()),
);

describe("Islands whose chunks answer 404 every time", () => {
  const openFailing = async (route: string) => {
    const test = await openPage(site, { viewport: MOBILE });
    await test.context.addInitScript(RECORD_REJECTIONS);
    const requests = await routeChunks(site, test.page, notFound);
    await test.page.goto(site.url(route));
    await scrollThrough(test.page);
    await everyIsland(test.page, "data-fallback");
    const failures = test.messages.filter((message) => message.startsWith("pageerror"));
    const rejections = await test.page.evaluate(() => (window as unknown as { __rejections: string[] }).__rejections);
    return { ...test, requests, failures, rejections };
  };

  describe("on the home page", () => {
    it("shows every FAQ answer and every method text instead of the info buttons, and the menu still opens", async () => {
      const { page, context, failures, rejections } = await openFailing("/");
      expect(await visibility(page, '[id^="faq-answer-"]')).toEqual([true, true, true, true, true, true]);
      expect(await visibility(page, ".result-card__method")).toEqual(Array(5).fill(true));
      expect(await visibility(page, ".tooltip-trigger")).toEqual(Array(5).fill(false));
      const box = await page.locator("#faq-answer-6").boundingBox();
      expect(box?.height).toBeGreaterThan(20);
      expect([failures, rejections]).toEqual([[], []]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(".menu-toggle").click();
      await page.waitForSelector("#site-menu:popover-open", SOON);
      await context.close();
    });

    it("asks for each failing chunk once more, and only once", async () => {
      const { context, requests } = await openFailing("/");
      const islandRequests = requests.filter((request) => isIslandChunk(request.path));
      const paths = [...new Set(islandRequests.map((request) => request.path))];
      expect(paths.some((chunk) => chunk.includes("react-runtime"))).toBe(true);
      for (const chunk of paths) {
        const tries = islandRequests.filter((request) => request.path === chunk);
        expect({ chunk, tries: tries.length, retried: tries.filter((request) => request.search !== "").length }).toEqual({
          chunk,
          tries: 2,
          retried: 1,
        });
      }
      await context.close();
    });
  });

  describe("on the signals page", () => {
    it("shows every signal panel and hides the tab list, as without JavaScript", async () => {
      const { page, context, failures, rejections } = await openFailing("/signaux-affaires/");
      expect(await visibility(page, '[role="tabpanel"]')).toEqual([true, true, true, true, true]);
      expect(await page.locator('[role="tablist"]').isVisible()).toBe(false);
      expect([failures, rejections]).toEqual([[], []]);
      await context.close();
    });
  });
});

describe("Islands whose chunks fail at the first attempt only", () => {
  const openFlaky = async (fails: (path: string, requests: readonly { search: string }[]) => boolean) => {
    const test = await openPage(site, { viewport: MOBILE });
    await routeChunks(site, test.page, (route, request, requests) =>
      fails(request.path, requests) ? notFound(route) : route.continue(),
    );
    await test.page.goto(site.url("/signaux-affaires/"));
    await test.page.locator('[role="tablist"]').scrollIntoViewIfNeeded();
    return test;
  };
  const expectWorkingTabs = async (page: Page) => {
    await page.waitForSelector('[data-island="SignalTabs"][data-ready]', SOON);
    expect(await page.locator('[data-island="SignalTabs"]').getAttribute("data-fallback")).toBeNull();
    await page.locator("#signaux-tab-3").click();
    expect(await page.locator("#signaux-tab-3").getAttribute("aria-selected")).toBe("true");
    expect(await visibility(page, '[role="tabpanel"]')).toEqual([false, false, true, false, false]);
  };

  describe("when the network is down until the retry", () => {
    it("hydrates the island with the retried chunks", async () => {
      const { page, context } = await openFlaky((_, requests) => !requests.some((request) => request.search !== ""));
      await expectWorkingTabs(page);
      await context.close();
    });
  });

  describe("when only a chunk shared by React and the island fails once", () => {
    it("fetches it again with the retry and hydrates the island", async () => {
      const failed = new Set<string>();
      const { page, context } = await openFlaky((path) => {
        if (!/\/chunk-\w+\.js$/.test(path) || failed.has(path)) return false;
        failed.add(path);
        return true;
      });
      await expectWorkingTabs(page);
      expect(failed.size).toBeGreaterThan(0);
      await context.close();
    });
  });
});

describe("When what the loader imports after the first paint cannot be loaded", () => {
  it("asks for it once more, then shows every island as without JavaScript and lets the booking anchor jump", async () => {
    const { page, context, messages } = await openPage(site, { viewport: MOBILE });
    await context.addInitScript(RECORD_REJECTIONS);
    const { afterPaint } = loaderFiles(site);
    const tries: string[] = [];
    await page.route(
      (url) => url.pathname === afterPaint,
      (route) => {
        tries.push(new URL(route.request().url()).search);
        return notFound(route);
      },
    );
    await page.goto(site.url("/"));
    await everyIsland(page, "data-fallback");
    expect(tries).toEqual(["", "?retry=1"]);
    expect(await visibility(page, '[id^="faq-answer-"]')).toEqual([true, true, true, true, true, true]);
    expect(await visibility(page, ".result-card__method")).toEqual(Array(5).fill(true));
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hash-scrolled"))).toBe(true);
    expect(messages.filter((message) => message.startsWith("pageerror"))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __rejections: string[] }).__rejections)).toEqual([]);
    await context.close();
  });
});
