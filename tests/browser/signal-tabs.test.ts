import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";

const NAMES = [
  "Projets de Construction",
  "Signaux de Croissance",
  "Attributions de Marché",
  "Signaux Financiers",
  "Signaux Juridiques & Légaux",
];

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

const state = (page: Page) =>
  page.$$eval('[role="tab"]', (tabs) =>
    tabs.map((tab) => ({
      selected: tab.getAttribute("aria-selected"),
      tabIndex: tab.getAttribute("tabindex"),
      panelVisible: (document.getElementById(tab.getAttribute("aria-controls")!) as HTMLElement).checkVisibility(),
    })),
  );
const selectedIndex = async (page: Page) => (await state(page)).findIndex((tab) => tab.selected === "true");

describe.each(VIEWPORTS)("Business-signals tabs at $width px", (viewport) => {
  const openTabs = async () => {
    const test = await openPage(site, { viewport });
    await test.page.goto(site.url("/signaux-affaires/"));
    await test.page.locator('[role="tablist"]').scrollIntoViewIfNeeded();
    await test.page.waitForSelector('[data-island="SignalTabs"][data-ready]');
    return test;
  };

  it("shows five tabs, the first selected and its panel alone visible", async () => {
    const { page, context, messages } = await openTabs();
    expect(await page.locator('[role="tab"]').allTextContents()).toEqual(NAMES);
    expect(await state(page)).toEqual([
      { selected: "true", tabIndex: "0", panelVisible: true },
      ...Array.from({ length: 4 }, () => ({ selected: "false", tabIndex: "-1", panelVisible: false })),
    ]);
    expect(messages).toEqual([]);
    await context.close();
  });

  describe("when a tab is clicked", () => {
    it("selects it and shows its panel", async () => {
      const { page, context } = await openTabs();
      await page.locator('[role="tab"]', { hasText: "Signaux Financiers" }).click();
      const tabs = await state(page);
      expect(tabs.map((tab) => tab.selected)).toEqual(["false", "false", "false", "true", "false"]);
      expect(tabs.map((tab) => tab.panelVisible)).toEqual([false, false, false, true, false]);
      expect(await page.locator("#signaux-panel-4").textContent()).toContain("95");
      await context.close();
    });
  });

  describe("when the financial tab is clicked", () => {
    const tickAnimations = (page: Page) =>
      page.$$eval("#signaux-panel-4 .anim-gauge use", (ticks) =>
        ticks.map((tick) => tick.getAnimations().map((animation) => (animation.effect?.getTiming().delay as number))),
      );
    const tickFills = (page: Page) => page.$$eval("#signaux-panel-4 .anim-gauge use", (ticks) => ticks.map((tick) => getComputedStyle(tick).fill));

    it("lights the 19 ticks of 95 % one after the other, 55 ms apart", async () => {
      const { page, context } = await openTabs();
      await page.locator('[role="tab"]', { hasText: "Signaux Financiers" }).click();
      expect(await tickAnimations(page)).toEqual([...Array.from({ length: 19 }, (_, index) => [index * 55]), []]);
      await context.close();
    });

    it("shows them lit at once, still, to reduced-motion visitors", async () => {
      const test = await openPage(site, { viewport, reducedMotion: "reduce" });
      const { page, context } = test;
      await page.goto(site.url("/signaux-affaires/"));
      await page.locator('[role="tablist"]').scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-island="SignalTabs"][data-ready]', { state: "attached" });
      await page.locator('[role="tab"]', { hasText: "Signaux Financiers" }).click();
      expect(await tickAnimations(page)).toEqual(Array.from({ length: 20 }, () => []));
      const fills = await tickFills(page);
      expect(new Set(fills.slice(0, 19)).size).toBe(1);
      expect(fills[0]).not.toBe(fills[19]);
      await context.close();
    });
  });

  describe("when driven from the keyboard", () => {
    it("moves focus and selection with the arrow keys, wrapping, and jumps with Home and End", async () => {
      const { page, context } = await openTabs();
      await page.locator("#signaux-tab-1").focus();
      const focused = () => page.evaluate(() => document.activeElement?.id);
      await page.keyboard.press("ArrowRight");
      expect([await selectedIndex(page), await focused()]).toEqual([1, "signaux-tab-2"]);
      await page.keyboard.press("End");
      expect([await selectedIndex(page), await focused()]).toEqual([4, "signaux-tab-5"]);
      await page.keyboard.press("ArrowRight");
      expect([await selectedIndex(page), await focused()]).toEqual([0, "signaux-tab-1"]);
      await page.keyboard.press("ArrowLeft");
      expect([await selectedIndex(page), await focused()]).toEqual([4, "signaux-tab-5"]);
      await page.keyboard.press("Home");
      expect([await selectedIndex(page), await focused()]).toEqual([0, "signaux-tab-1"]);
      // Tab leaves the tablist for the active panel: one tab stop for the whole list.
      await page.keyboard.press("Tab");
      expect(await focused()).toBe("signaux-panel-1");
      await context.close();
    });
  });

  describe("without JavaScript", () => {
    it("keeps every panel readable", async () => {
      const { page, context } = await openPage(site, { viewport, javaScriptEnabled: false });
      await page.goto(site.url("/signaux-affaires/"));
      for (let index = 1; index <= 5; index++) expect(await page.locator(`#signaux-panel-${index}`).isVisible()).toBe(true);
      await context.close();
    });
  });
});
