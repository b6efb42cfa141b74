import { describe, expect, it } from "vitest";
import { ENGINES, MOBILE, useBuild, useEngine, type EnginePage } from "../helpers/engine-site.ts";
import { gate } from "../helpers/island-chunks.ts";
import { answers, within } from "../helpers/bounded-step.ts";
import { composedSection } from "../helpers/composed-section.ts";

const FAQ = composedSection("accueil", "faq");

/**
 * A click on an island made before any script but the page's own inline one has arrived (a phone
 * on a poor network: the loader, enhance.ts, the chunks and their shared chunks each late) is
 * answered once they have, exactly once. Every script request is held until the test has clicked,
 * then released; nothing here waits a fixed time.
 */
const site = useBuild();
const SIGNALS = composedSection("signaux-affaires", "signal-tabs");

/** Well within the test's timeout, so a lost click fails on its assertion. */
const SOON = { timeout: 15_000 };

/** Which of `count` panels show: only the `open`th (1-based), or none. */
const onlyOpen = (count: number, open?: number) => Array.from({ length: count }, (_, index) => index + 1 === open);

/** Records in window.__clicks the id of the element each click reaches, from before any page script runs. */
const RECORD_CLICKS = `{
  const clicks = [];
  window.__clicks = clicks;
  addEventListener("click", (event) => clicks.push(event.target.closest("[id]")?.id ?? ""), true);
}`;
const clicksOn = (page: EnginePage, id: string) =>
  page.evaluate((target) => (window as unknown as { __clicks: string[] }).__clicks.filter((clicked) => clicked === target).length, id);
const visibleAll = (page: EnginePage, selector: string) =>
  page.evaluate((query) => [...document.querySelectorAll<HTMLElement>(query)].map((element) => element.checkVisibility()), selector);
/** A script's resource entry is written once it has arrived. */
const anyScriptArrived = (page: EnginePage) => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".js")));

describe.each(ENGINES)("in $name", (engine) => {
  const browser = useEngine(engine, site);

  /** Opens `route` with every script request held until `release()`; resolves once the first (the loader) is asked for: the page is parsed and painted. */
  async function openWithScriptsHeld(route: string) {
    const page = await browser.open({ viewport: MOBILE });
    await page.addInitScript(RECORD_CLICKS);
    const released = gate();
    const asked = gate();
    page.route(
      (request) => request.path.endsWith(".js"),
      async () => {
        asked.open();
        // Released by the test; the bound only keeps a failing test from hanging.
        await Promise.race([released.opened, new Promise((resolve) => setTimeout(resolve, 60_000))]);
        return "continue" as const;
      },
    );
    // Not the load event: a browser may hold it for the loader's held request.
    await page.goto(route, { waitUntil: "domcontentloaded" });
    await within(30_000, "the loader's request", asked.opened, answers(page));
    return { page, release: released.open };
  }

  describe("FAQ accordion, when a question is clicked before any script has arrived", () => {
    it("opens that question once the code has arrived, once: a second click closes it", async () => {
      const { page, release } = await openWithScriptsHeld("/");
      await page.click("#faq-question-2");
      expect(await anyScriptArrived(page)).toBe(false);
      release();
      await page.waitForSelector("[data-island][data-ready] #faq-question-2", SOON);
      await expect.poll(() => page.evaluate(() => document.querySelector("#faq-question-2")!.getAttribute("aria-expanded")), SOON).toBe("true");
      await expect.poll(() => visibleAll(page, '[id^="faq-answer-"]'), SOON).toEqual(onlyOpen(FAQ.items.length, 2));
      // The visitor's click and one replay of it.
      expect(await clicksOn(page, "faq-question-2")).toBe(2);
      await page.click("#faq-question-2");
      await page.waitForSelector('#faq-question-2[aria-expanded="false"]', SOON);
      expect(await visibleAll(page, '[id^="faq-answer-"]')).toEqual(onlyOpen(FAQ.items.length));
      expect(page.messages).toEqual([]);
      await page.close();
    });
  });

  describe("FAQ accordion, when Enter is pressed on a question before any script has arrived", () => {
    it("opens it once the code has arrived: the key press and the click the browser made of it are not both applied", async () => {
      const { page, release } = await openWithScriptsHeld("/");
      await page.focus("#faq-question-3");
      await page.press("Enter");
      expect(await anyScriptArrived(page)).toBe(false);
      release();
      await page.waitForSelector("[data-island][data-ready] #faq-question-3", SOON);
      await expect.poll(() => visibleAll(page, '[id^="faq-answer-"]'), SOON).toEqual(onlyOpen(FAQ.items.length, 3));
      expect(await clicksOn(page, "faq-question-3")).toBe(2);
      expect(page.messages).toEqual([]);
      await page.close();
    });
  });

  describe("signal tabs, when the third is clicked before any script has arrived", () => {
    it("select it and show its panel alone once the code has arrived, the click replayed once", async () => {
      const { page, release } = await openWithScriptsHeld("/signaux-affaires/");
      await page.click("#signaux-tab-3");
      expect(await anyScriptArrived(page)).toBe(false);
      release();
      await page.waitForSelector("[data-island][data-ready] #signaux-tab-3", SOON);
      const selected = () => page.evaluate(() => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute("aria-selected") === "true"));
      await expect.poll(selected, SOON).toEqual(onlyOpen(SIGNALS.tabs.length, 3));
      await expect.poll(() => visibleAll(page, '[role="tabpanel"]'), SOON).toEqual(onlyOpen(SIGNALS.tabs.length, 3));
      expect(await clicksOn(page, "signaux-tab-3")).toBe(2);
      expect(page.messages).toEqual([]);
      await page.close();
    });
  });
});
