import { describe, expect, it } from "vitest";
import { ENGINES, useBuild, useEngine, viewportsOf, type EnginePage } from "../helpers/engine-site.ts";

const NAMES = [
  "Projets de Construction",
  "Signaux de Croissance",
  "Attributions de Marché",
  "Signaux Financiers",
  "Signaux Juridiques & Légaux",
];

const state = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="tab"]')].map((tab) => ({
      selected: tab.getAttribute("aria-selected"),
      tabIndex: tab.getAttribute("tabindex"),
      panelVisible: (document.getElementById(tab.getAttribute("aria-controls")!) as HTMLElement).checkVisibility(),
    })),
  );
const selectedIndex = async (page: EnginePage) => (await state(page)).findIndex((tab) => tab.selected === "true");
const focused = (page: EnginePage) => page.evaluate(() => document.activeElement?.id);

const site = useBuild();

describe.each(ENGINES)("in $name", (engine) => {
  const browser = useEngine(engine, site);

  describe.each(viewportsOf(engine))("business-signals tabs at $width px", (viewport) => {
    const openTabs = async () => {
      const page = await browser.open({ viewport });
      await page.goto("/signaux-affaires/");
      await page.scrollIntoView('[role="tablist"]');
      await page.waitForSelector('[data-island="SignalTabs"][data-ready]');
      return page;
    };

    it("shows five tabs, the first selected and its panel alone visible", async () => {
      const page = await openTabs();
      expect(await page.evaluate(() => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent))).toEqual(NAMES);
      expect(await state(page)).toEqual([
        { selected: "true", tabIndex: "0", panelVisible: true },
        ...Array.from({ length: 4 }, () => ({ selected: "false", tabIndex: "-1", panelVisible: false })),
      ]);
      expect(page.messages).toEqual([]);
      await page.close();
    });

    describe("when a tab is clicked", () => {
      it("selects it and shows its panel", async () => {
        const page = await openTabs();
        await page.click("#signaux-tab-4");
        const tabs = await state(page);
        expect(tabs.map((tab) => tab.selected)).toEqual(["false", "false", "false", "true", "false"]);
        expect(tabs.map((tab) => tab.panelVisible)).toEqual([false, false, false, true, false]);
        expect(await page.evaluate(() => document.querySelector("#signaux-panel-4")!.textContent)).toContain("95");
        await page.close();
      });
    });

    describe("when the financial tab is clicked", () => {
      it("lights the 19 ticks of 95 % one after the other, 55 ms apart", async () => {
        const page = await openTabs();
        await page.click("#signaux-tab-4");
        const delays = await page.evaluate(() =>
          [...document.querySelectorAll("#signaux-panel-4 .anim-gauge use")].map((tick) => tick.getAnimations().map((animation) => Math.round(Number(animation.effect?.getTiming().delay)))),
        );
        expect(delays).toEqual([...Array.from({ length: 19 }, (_, index) => [index * 55]), []]);
        await page.close();
      });
    });

    describe("when driven from the keyboard", () => {
      it("moves focus and selection with the arrow keys, wrapping, and jumps with Home and End", async () => {
        const page = await openTabs();
        await page.focus("#signaux-tab-1");
        await page.press("ArrowRight");
        expect([await selectedIndex(page), await focused(page)]).toEqual([1, "signaux-tab-2"]);
        await page.press("End");
        expect([await selectedIndex(page), await focused(page)]).toEqual([4, "signaux-tab-5"]);
        await page.press("ArrowRight");
        expect([await selectedIndex(page), await focused(page)]).toEqual([0, "signaux-tab-1"]);
        await page.press("ArrowLeft");
        expect([await selectedIndex(page), await focused(page)]).toEqual([4, "signaux-tab-5"]);
        await page.press("Home");
        expect([await selectedIndex(page), await focused(page)]).toEqual([0, "signaux-tab-1"]);
        // Tab leaves the tablist for the active panel: one tab stop for the whole list.
        await page.press("Tab");
        expect(await focused(page)).toBe("signaux-panel-1");
        await page.close();
      });
    });
  });
});
