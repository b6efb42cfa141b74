import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, type BrowserSite, type TestPage } from "../helpers/browser-site.ts";
import { gate, loaderFiles, routeChunks } from "../helpers/island-chunks.ts";

/**
 * Issue "Works in the field", point 2: a visitor who clicks or types on an island before its code
 * has arrived is answered once it has. The chunks are held back until the test has interacted,
 * then released; nothing here waits a fixed time.
 */
let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

/**
 * Opens `route` with the chunks `held` picks (all by default) held back until `release()`;
 * resolves when the first of them is asked for.
 */
async function openHeld(route: string, scrollTo: string, held = (_chunk: string) => true): Promise<TestPage & { release: () => void }> {
  const test = await openPage(site, { viewport: { width: 375, height: 740 } });
  const released = gate();
  const asked = gate();
  await routeChunks(site, test.page, async (chunk, request) => {
    if (held(request.path)) {
      asked.open();
      // Released by the test; the bound only keeps a failing test from hanging.
      await Promise.race([released.opened, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await chunk.continue().catch(() => undefined);
  });
  await test.page.goto(site.url(route));
  await test.page.locator(scrollTo).scrollIntoViewIfNeeded();
  await asked.opened;
  return { ...test, release: released.open };
}

/** Well within the test's timeout, so a lost interaction fails on its assertion. */
const SOON = { timeout: 5_000 };

const island = (page: Page, inner: string) => page.locator("[data-island]", { has: page.locator(inner) }).first();
const expectNotHydrated = async (page: Page, inner: string) =>
  expect(await island(page, inner).getAttribute("data-ready")).toBeNull();

describe("FAQ accordion, when a question is clicked before its code has arrived", () => {
  it("opens that question once the code arrives", async () => {
    const { page, context, messages, release } = await openHeld("/", "#faq-question-2");
    await page.locator("#faq-question-2").click();
    await expectNotHydrated(page, "#faq-question-2");
    expect(await page.locator("#faq-question-2").getAttribute("aria-expanded")).toBe("false");
    release();
    await page.waitForSelector('#faq-question-2[aria-expanded="true"]', SOON);
    expect(await page.$$eval('[id^="faq-question-"]', (buttons) => buttons.map((button) => button.getAttribute("aria-expanded")))).toEqual(
      ["false", "true", "false", "false", "false", "false"],
    );
    expect(await page.locator("#faq-answer-2").isVisible()).toBe(true);
    expect(await page.locator("#faq-answer-1").isVisible()).toBe(false);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("shows that the island is working on it meanwhile", async () => {
    const { page, context, release } = await openHeld("/", "#faq-question-2");
    await page.locator("#faq-question-2").click();
    expect(await island(page, "#faq-question-2").getAttribute("data-pending")).toBe("");
    release();
    await page.waitForSelector('[data-island][data-ready] #faq-question-2[aria-expanded="true"]', SOON);
    expect(await island(page, "#faq-question-2").getAttribute("data-pending")).toBeNull();
    await context.close();
  });
});

describe("FAQ accordion, when a question is clicked before the loader's after-paint part has arrived", () => {
  // The loader holds interactions on the whole document from its first moment (src/client/main.ts)
  // and hands them to what it imports after the first paint (enhance.ts).
  it("opens that question once it arrives", async () => {
    const { page, context, messages } = await openPage(site, { viewport: { width: 375, height: 740 } });
    const released = gate();
    const asked = gate();
    const { afterPaint } = loaderFiles(site);
    await page.route(
      (url) => url.pathname === afterPaint,
      async (route) => {
        asked.open();
        await Promise.race([released.opened, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto(site.url("/"));
    await page.locator("#faq-question-2").scrollIntoViewIfNeeded();
    await asked.opened;
    await page.locator("#faq-question-2").click();
    expect(await page.locator("#faq-question-2").getAttribute("aria-expanded")).toBe("false");
    released.open();
    await page.waitForSelector('[data-island][data-ready] #faq-question-2[aria-expanded="true"]', SOON);
    expect(await page.locator("#faq-answer-2").isVisible()).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
  });
});

describe("FAQ accordion, when Enter is pressed on a question before its code has arrived", () => {
  it("opens it once: the key press and the click the browser made of it are not both applied", async () => {
    const { page, context, release } = await openHeld("/", "#faq-question-3");
    await page.locator("#faq-question-3").focus();
    await page.keyboard.press("Enter");
    await expectNotHydrated(page, "#faq-question-3");
    release();
    await page.waitForSelector('[data-island][data-ready] #faq-question-3[aria-expanded="true"]', SOON);
    expect(await page.locator("#faq-answer-3").isVisible()).toBe(true);
    await context.close();
  });
});

describe("Signal tabs, before their code has arrived", () => {
  const selected = (page: Page) =>
    page.$$eval('[role="tab"]', (tabs) => tabs.map((tab) => tab.getAttribute("aria-selected") === "true"));
  const panelsVisible = async (page: Page) =>
    Promise.all([1, 2, 3, 4, 5].map((index) => page.locator(`#signaux-panel-${index}`).isVisible()));

  describe("when a tab is clicked", () => {
    it("selects it and shows its panel alone once the code arrives", async () => {
      const { page, context, messages, release } = await openHeld("/signaux-affaires/", '[role="tablist"]');
      await page.locator("#signaux-tab-4").click();
      await expectNotHydrated(page, "#signaux-tab-4");
      release();
      await page.waitForSelector('#signaux-tab-4[aria-selected="true"]', SOON);
      expect(await selected(page)).toEqual([false, false, false, true, false]);
      await page.waitForSelector("#signaux-panel-1", { state: "hidden", ...SOON });
      expect(await panelsVisible(page)).toEqual([false, false, false, true, false]);
      expect(messages).toEqual([]);
      await context.close();
    });
  });

  describe("when a tab is focused and ArrowRight pressed", () => {
    it("selects and focuses the next tab once the code arrives", async () => {
      const { page, context, release } = await openHeld("/signaux-affaires/", '[role="tablist"]');
      await page.locator("#signaux-tab-1").focus();
      await page.keyboard.press("ArrowRight");
      await expectNotHydrated(page, "#signaux-tab-1");
      release();
      await page.waitForSelector('#signaux-tab-2[aria-selected="true"]', SOON);
      expect(await selected(page)).toEqual([false, true, false, false, false]);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("signaux-tab-2");
      await page.waitForSelector("#signaux-panel-1", { state: "hidden", ...SOON });
      expect(await panelsVisible(page)).toEqual([false, true, false, false, false]);
      await context.close();
    });
  });
});

describe("Result tooltip", () => {
  describe("when its button is clicked before its code has arrived", () => {
    it("shows once the code arrives", async () => {
      const { page, context, release } = await openHeld("/", ".results");
      const trigger = page.locator(".tooltip-trigger").first();
      await trigger.click();
      await expectNotHydrated(page, ".tooltip-trigger");
      expect(await page.locator('[role="tooltip"]').count()).toBe(0);
      release();
      await page.waitForSelector('[role="tooltip"]', { state: "visible", ...SOON });
      expect(await page.locator('[role="tooltip"]').textContent()).toContain("permis de construire");
      await context.close();
    });
  });

  describe("when its button gets keyboard focus before its code has arrived", () => {
    it("shows once the code arrives", async () => {
      const { page, context, release } = await openHeld("/", ".results");
      await page.locator(".tooltip-trigger").nth(1).focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expectNotHydrated(page, ".tooltip-trigger");
      release();
      await page.waitForSelector('[role="tooltip"]', { state: "visible", ...SOON });
      expect(await page.locator('[role="tooltip"]').getAttribute("id")).toBe("resultat-2-tooltip");
      await context.close();
    });
  });

  describe("when the pointer rests on its button from before its code has arrived", () => {
    it("shows after the hover delay once the code arrives", async () => {
      // React's runtime alone is held: the demo videos set up above would move the button
      // from under the resting pointer when released.
      const { page, context, release } = await openHeld("/", ".results", (chunk) => chunk.includes("react-runtime"));
      await page.locator(".tooltip-trigger").first().hover();
      await expectNotHydrated(page, ".tooltip-trigger");
      release();
      await page.waitForSelector('[role="tooltip"]', { state: "visible", ...SOON });
      await context.close();
    });
  });
});
