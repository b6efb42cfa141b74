import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";

/**
 * The toggle's expanded state as Chromium's accessibility tree gives it to screen readers. The
 * toggle carries no aria-expanded (HTML forbids it beside popovertarget): the browser derives it.
 */
async function toggleExpanded(page: Page): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: ".menu-toggle" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
  } finally {
    await cdp.detach();
  }
}

const menuOpen = (page: Page) => page.locator("#site-menu").evaluate((menu) => menu.matches(":popover-open"));

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

describe("Mobile menu, at 375 px", () => {
  /** The page, once the menu's behaviour (a chunk asked for after the first paint) has run. */
  const open = async (route = "/blog/") => {
    const test = await openPage(site, { viewport: { width: 375, height: 740 } });
    await test.page.goto(site.url(route));
    await test.page.waitForSelector('.menu-toggle[data-menu="ready"]');
    return test;
  };

  it("starts closed behind a toggle that controls it", async () => {
    const { page, context } = await open();
    const toggle = page.locator(".menu-toggle");
    await expect(toggle.isVisible()).resolves.toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBeNull();
    expect(await toggle.getAttribute("popovertarget")).toBe("site-menu");
    expect(await toggle.getAttribute("aria-controls")).toBe("site-menu");
    expect(await page.locator("#site-menu").isVisible()).toBe(false);
    expect(await toggleExpanded(page)).toBe(false);
    await context.close();
  });

  describe("when the toggle is tapped", () => {
    it("opens the menu with every link", async () => {
      const { page, context } = await open();
      await page.locator(".menu-toggle").click();
      await page.waitForSelector("#site-menu:popover-open");
      expect(await toggleExpanded(page)).toBe(true);
      for (const name of ["Accueil", "Signaux d'affaires", "Veille appels d'offres", "Prospection B2B", "Blog"]) {
        expect(await page.locator(".site-nav a", { hasText: name.replace("'", "’") }).isVisible()).toBe(true);
      }
      await context.close();
    });

    it("closes when a link is chosen", async () => {
      const { page, context } = await open("/");
      await page.locator(".menu-toggle").click();
      await page.locator(".site-header a", { hasText: "Réserver une démo" }).click();
      await page.waitForSelector("#site-menu:not(:popover-open)", { state: "attached" });
      expect(await page.locator("#site-menu").isVisible()).toBe(false);
      expect(await toggleExpanded(page)).toBe(false);
      await context.close();
    });

    it("closes on Escape and gives focus back to the toggle", async () => {
      const { page, context } = await open();
      await page.locator(".menu-toggle").click();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("#site-menu") !== null)).toBe(true);
      await page.keyboard.press("Escape");
      expect(await menuOpen(page)).toBe(false);
      expect(await page.locator("#site-menu").isVisible()).toBe(false);
      expect(await toggleExpanded(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe("menu-toggle");
      await context.close();
    });

    it("resets when the window grows to desktop width", async () => {
      const { page, context } = await open();
      await page.locator(".menu-toggle").click();
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await page.locator(".menu-toggle").isVisible()).toBe(false);
      await page.waitForSelector("#site-menu:not(:popover-open)", { state: "attached" });
      expect(await page.locator(".site-nav").isVisible()).toBe(true);
      await page.setViewportSize({ width: 375, height: 740 });
      expect(await page.locator("#site-menu").isVisible()).toBe(false);
      await context.close();
    });
  });

  it("opens on the first tap before any script has arrived", async () => {
    const test = await openPage(site, { viewport: { width: 375, height: 740 } });
    // Hold every script forever, the loader included: the browser alone must open the menu.
    await test.page.route(/\/assets\/.*\.js$/, () => undefined);
    // Deferred module scripts hold DOMContentLoaded back: wait for the toggle, not for the page.
    await test.page.goto(site.url("/"), { waitUntil: "commit" });
    await test.page.locator(".menu-toggle").click();
    expect(await test.page.locator("#site-menu").isVisible()).toBe(true);
    // Screen readers hear "expanded" from the browser itself, with no script to say it.
    expect(await toggleExpanded(test.page)).toBe(true);
    expect(await test.page.evaluate(() => document.readyState)).not.toBe("complete");
    await test.context.close();
  });

  it("keeps every link reachable without JavaScript", async () => {
    const { page, context } = await openPage(site, { viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    await page.goto(site.url("/blog/"));
    await page.locator(".menu-toggle").click();
    expect(await page.locator(".site-nav a").evaluateAll((links) => links.filter((a) => (a as HTMLElement).checkVisibility()).length)).toBe(5);
    await context.close();
  });

  it("does not move the page when the script starts (no layout shift)", async () => {
    const { page, context } = await openPage(site, { viewport: { width: 375, height: 740 } });
    await page.goto(site.url("/"));
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(shifts).toBe(0);
    await context.close();
  });
});

describe("Menu at 1280 px", () => {
  it("shows the links with no toggle", async () => {
    const { page, context } = await openPage(site, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.url("/"));
    expect(await page.locator(".menu-toggle").isVisible()).toBe(false);
    expect(await page.locator(".site-nav").isVisible()).toBe(true);
    await context.close();
  });
});
