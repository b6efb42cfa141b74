import { describe, expect, it } from "vitest";
import { DESKTOP, ENGINES, MOBILE, useBuild, useEngine, type EnginePage } from "../helpers/engine-site.ts";

const menuOpen = (page: EnginePage) => page.evaluate(() => document.querySelector("#site-menu")!.matches(":popover-open"));
const visible = (page: EnginePage, selector: string) => page.evaluate((query) => document.querySelector<HTMLElement>(query)!.checkVisibility(), selector);

const site = useBuild();

describe.each(ENGINES)("in $name", (engine) => {
  const browser = useEngine(engine, site);

  describe("mobile menu, at 375 px", () => {
    /** The page, once the menu's behaviour (a chunk asked for after the first paint) has run. */
    const open = async (route = "/blog/") => {
      const page = await browser.open({ viewport: MOBILE });
      await page.goto(route);
      await page.waitForSelector('.menu-toggle[data-menu="ready"]');
      return page;
    };

    it("starts closed behind a toggle that controls it", async () => {
      const page = await open();
      expect(await visible(page, ".menu-toggle")).toBe(true);
      const toggle = await page.evaluate(() => ["aria-expanded", "popovertarget", "aria-controls"].map((name) => document.querySelector(".menu-toggle")!.getAttribute(name)));
      expect(toggle).toEqual([null, "site-menu", "site-menu"]);
      expect(await visible(page, "#site-menu")).toBe(false);
      await page.close();
    });

    describe("when the toggle is tapped", () => {
      it("opens the menu with every link", async () => {
        const page = await open();
        await page.click(".menu-toggle");
        await page.waitForSelector("#site-menu:popover-open");
        const links = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>(".site-nav a")].filter((a) => a.checkVisibility()).map((a) => a.textContent));
        for (const name of ["Accueil", "Signaux d’affaires", "Veille appels d’offres", "Prospection B2B", "Blog"]) expect(links).toContain(name);
        await page.close();
      });

      it("closes when a link is chosen", async () => {
        const page = await open("/");
        await page.click(".menu-toggle");
        await page.waitForSelector("#site-menu:popover-open");
        await page.click('.site-header a[href="/#prise-de-rdv"]');
        await page.waitForSelector("#site-menu:not(:popover-open)", { state: "attached" });
        expect(await visible(page, "#site-menu")).toBe(false);
        await page.close();
      });

      it("closes on Escape and gives focus back to the toggle", async () => {
        const page = await open();
        await page.click(".menu-toggle");
        await page.waitForSelector("#site-menu:popover-open");
        await page.evaluate(() => document.querySelector<HTMLElement>("#site-menu a")!.focus());
        await page.press("Escape");
        expect(await menuOpen(page)).toBe(false);
        expect(await visible(page, "#site-menu")).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.className)).toBe("menu-toggle");
        await page.close();
      });

      it("resets when the window grows to desktop width", async () => {
        const page = await open();
        await page.click(".menu-toggle");
        await page.waitForSelector("#site-menu:popover-open");
        await page.setViewport(DESKTOP);
        await page.waitForSelector(".menu-toggle", { state: "hidden" });
        await page.waitForSelector("#site-menu:not(:popover-open)", { state: "attached" });
        expect(await visible(page, ".site-nav")).toBe(true);
        await page.setViewport(MOBILE);
        expect(await visible(page, "#site-menu")).toBe(false);
        await page.close();
      });
    });

    it("opens on the first tap before any script has arrived", async () => {
      const page = await browser.open({ viewport: MOBILE });
      // Every script held forever, the loader included: the browser alone must open the menu.
      page.route((request) => request.path.endsWith(".js"), () => new Promise<"abort">(() => undefined));
      await page.goto("/", { waitUntil: "commit" });
      // The popover the toggle names must be parsed too: on a busy machine the browser may show the
      // toggle before the rest of the header has arrived, and a tap then opens nothing, script or not.
      await page.waitForSelector("#site-menu", { state: "attached" });
      await page.click(".menu-toggle");
      await page.waitForSelector("#site-menu:popover-open");
      // No script has arrived: a file is in the resource timeline once it has.
      expect(await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => /\.js(\?|$)/.test(entry.name)).length)).toBe(0);
      await page.close();
    });
  });

  describe("menu at 1280 px", () => {
    it("shows the links with no toggle", async () => {
      const page = await browser.open({ viewport: DESKTOP });
      await page.goto("/");
      expect([await visible(page, ".menu-toggle"), await visible(page, ".site-nav")]).toEqual([false, true]);
      await page.close();
    });
  });
});
