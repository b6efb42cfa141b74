import { describe, expect, it } from "vitest";
import { ENGINES, MOBILE, useBuild, useEngine, type EnginePage } from "../helpers/engine-site.ts";
import { gate, isChunkRequest, loaderFiles } from "../helpers/island-chunks.ts";
import { answers, within } from "../helpers/bounded-step.ts";

/**
 * A visitor who clicks or types on an island before its code
 * has arrived is answered once it has. The chunks are held back until the test has interacted,
 * then released; nothing here waits a fixed time.
 */
const site = useBuild();

/** Well within the test's timeout, so a lost interaction fails on its assertion. */
const SOON = { timeout: 15_000 };

const islandReady = (page: EnginePage, inner: string) =>
  page.evaluate((query) => document.querySelector(query)!.closest("[data-island]")!.hasAttribute("data-ready"), inner);
const attribute = (page: EnginePage, selector: string, name: string) =>
  page.evaluate(([query, attr]) => document.querySelector(query)!.getAttribute(attr), [selector, name] as [string, string]);
const visibleAll = (page: EnginePage, selector: string) =>
  page.evaluate((query) => [...document.querySelectorAll<HTMLElement>(query)].map((element) => element.checkVisibility()), selector);

describe.each(ENGINES)("in $name", (engine) => {
  const browser = useEngine(engine, site);

  /** Opens `route` with the requests `held` picks (the chunks by default) held back until `release()`; resolves when the first is asked for. */
  async function openHeld(route: string, scrollTo: string, held?: (path: string) => boolean) {
    const page = await browser.open({ viewport: MOBILE });
    const released = gate();
    const asked = gate();
    const isChunk = isChunkRequest(site());
    page.route(
      (request) => (held ? held(request.path) : isChunk(request)),
      async () => {
        asked.open();
        // Released by the test; the bound only keeps a failing test from hanging, and is far above
        // what the checks before the release take on a busy machine (a chunk let through early
        // would fail them).
        await Promise.race([released.opened, new Promise((resolve) => setTimeout(resolve, 60_000))]);
        return "continue" as const;
      },
    );
    await page.goto(route);
    await page.scrollIntoView(scrollTo);
    // Bounded, so that a page that never asks says why (no paint reported, the loader not fetched,
    // no frame drawn) rather than running into the test's time limit in silence.
    await within(30_000, "the first held request", asked.opened, answers(page));
    return { page, release: released.open };
  }

  describe("FAQ accordion, when a question is clicked before its code has arrived", () => {
    it("opens that question once the code arrives, and shows it is working on it meanwhile", async () => {
      const { page, release } = await openHeld("/", "#faq-question-2");
      await page.click("#faq-question-2");
      expect(await islandReady(page, "#faq-question-2")).toBe(false);
      expect(await attribute(page, "#faq-question-2", "aria-expanded")).toBe("false");
      expect(await page.evaluate(() => document.querySelector("#faq-question-2")!.closest("[data-island]")!.getAttribute("data-pending"))).toBe("");
      release();
      await page.waitForSelector('[data-island][data-ready] #faq-question-2[aria-expanded="true"]', SOON);
      await expect.poll(() => visibleAll(page, '[id^="faq-answer-"]'), SOON).toEqual([false, true, false, false, false, false]);
      expect(await page.evaluate(() => document.querySelector("#faq-question-2")!.closest("[data-island]")!.hasAttribute("data-pending"))).toBe(false);
      expect(page.messages).toEqual([]);
      await page.close();
    });
  });

  describe("FAQ accordion, when a question is clicked before the loader's after-paint part has arrived", () => {
    // The loader holds interactions on the whole document from its first moment (src/client/main.ts).
    it("opens that question once it arrives", async () => {
      const { afterPaint } = loaderFiles(site());
      const { page, release } = await openHeld("/", "#faq-question-2", (path) => path === afterPaint);
      await page.click("#faq-question-2");
      expect(await attribute(page, "#faq-question-2", "aria-expanded")).toBe("false");
      release();
      await page.waitForSelector('[data-island][data-ready] #faq-question-2[aria-expanded="true"]', SOON);
      expect(page.messages).toEqual([]);
      await page.close();
    });
  });

  describe("FAQ accordion, when Enter is pressed on a question before its code has arrived", () => {
    it("opens it once: the key press and the click the browser made of it are not both applied", async () => {
      const { page, release } = await openHeld("/", "#faq-question-3");
      await page.focus("#faq-question-3");
      await page.press("Enter");
      expect(await islandReady(page, "#faq-question-3")).toBe(false);
      release();
      await page.waitForSelector('[data-island][data-ready] #faq-question-3[aria-expanded="true"]', SOON);
      await expect.poll(() => visibleAll(page, "#faq-answer-3"), SOON).toEqual([true]);
      await page.close();
    });
  });

  describe("signal tabs, before their code has arrived", () => {
    const selected = (page: EnginePage) => page.evaluate(() => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute("aria-selected") === "true"));

    it("select the tab clicked, and show its panel alone, once the code arrives", async () => {
      const { page, release } = await openHeld("/signaux-affaires/", '[role="tablist"]');
      await page.click("#signaux-tab-4");
      expect(await islandReady(page, "#signaux-tab-4")).toBe(false);
      release();
      await page.waitForSelector('#signaux-tab-4[aria-selected="true"]', SOON);
      expect(await selected(page)).toEqual([false, false, false, true, false]);
      await page.waitForSelector("#signaux-panel-1", { state: "hidden", ...SOON });
      await expect.poll(() => visibleAll(page, '[role="tabpanel"]'), SOON).toEqual([false, false, false, true, false]);
      expect(page.messages).toEqual([]);
      await page.close();
    });

    it("select and focus the next tab on ArrowRight once the code arrives", async () => {
      const { page, release } = await openHeld("/signaux-affaires/", '[role="tablist"]');
      await page.focus("#signaux-tab-1");
      await page.press("ArrowRight");
      expect(await islandReady(page, "#signaux-tab-1")).toBe(false);
      release();
      await page.waitForSelector('#signaux-tab-2[aria-selected="true"]', SOON);
      expect(await selected(page)).toEqual([false, true, false, false, false]);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("signaux-tab-2");
      await page.close();
    });
  });

  describe("result tooltip, when its button is clicked before its code has arrived", () => {
    it("shows once the code arrives", async () => {
      const { page, release } = await openHeld("/", ".results");
      await page.click(".tooltip-trigger");
      expect(await islandReady(page, ".tooltip-trigger")).toBe(false);
      expect(await page.evaluate(() => document.querySelectorAll('[role="tooltip"]').length)).toBe(0);
      release();
      await page.waitForSelector('[role="tooltip"]', SOON);
      expect(await page.evaluate(() => document.querySelector('[role="tooltip"]')!.textContent)).toContain("permis de construire");
      await page.close();
    });
  });

  describe("result tooltip, when its button gets keyboard focus before its code has arrived", () => {
    it.skipIf(!engine.supports.keyboardFocusVisible)("shows once the code arrives (not in WebKit: WebKitWebDriver's Tab does not make focus :focus-visible)", async () => {
      const { page, release } = await openHeld("/", ".results");
      await page.evaluate(() => document.querySelectorAll<HTMLElement>(".tooltip-trigger")[1]!.focus());
      await page.press("Shift+Tab");
      await page.press("Tab");
      expect(await islandReady(page, ".tooltip-trigger")).toBe(false);
      release();
      await page.waitForSelector('[role="tooltip"]', SOON);
      expect(await page.evaluate(() => document.querySelector('[role="tooltip"]')!.id)).toBe("resultat-2-tooltip");
      await page.close();
    });
  });

  describe("result tooltip, when the pointer rests on its button from before its code has arrived", () => {
    it("shows after the hover delay once the code arrives", async () => {
      // React's runtime alone is held: the demo videos set up above would move the button
      // from under the resting pointer when released.
      const { page, release } = await openHeld("/", ".results", (path) => path.includes("react-runtime"));
      await page.hover(".tooltip-trigger");
      expect(await islandReady(page, ".tooltip-trigger")).toBe(false);
      release();
      await page.waitForSelector('[role="tooltip"]', SOON);
      await page.close();
    });
  });
});
