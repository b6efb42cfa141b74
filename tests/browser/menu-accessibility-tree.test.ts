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

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

// Chromium only: its accessibility tree (over CDP) and its Layout Instability API have no
// counterpart in Firefox's WebDriver BiDi or WebKit's WebDriver. The menu's behaviour is tested in
// every engine in menu.test.ts.
describe("Mobile menu, at 375 px, in Chromium's accessibility tree", () => {
  /** The page, once the menu's behaviour (a chunk asked for after the first paint) has run. */
  const open = async () => {
    const test = await openPage(site, { viewport: { width: 375, height: 740 } });
    await test.page.goto(site.url("/"));
    await test.page.waitForSelector('.menu-toggle[data-menu="ready"]');
    return test;
  };

  it("says collapsed, expanded once tapped, collapsed again on Escape or when a link is chosen", async () => {
    const { page, context } = await open();
    expect(await toggleExpanded(page)).toBe(false);
    await page.locator(".menu-toggle").click();
    await page.waitForSelector("#site-menu:popover-open");
    expect(await toggleExpanded(page)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await toggleExpanded(page)).toBe(false);
    await page.locator(".menu-toggle").click();
    await page.locator(".site-header a", { hasText: "Réserver une démo" }).click();
    await page.waitForSelector("#site-menu:not(:popover-open)", { state: "attached" });
    expect(await toggleExpanded(page)).toBe(false);
    await context.close();
  });

  it("says expanded on the first tap before any script has arrived", async () => {
    const test = await openPage(site, { viewport: { width: 375, height: 740 } });
    // Hold every script forever, the loader included: the browser alone must open the menu.
    await test.page.route(/\/assets\/.*\.js$/, () => undefined);
    // Wait for the toggle, not for the page.
    await test.page.goto(site.url("/"), { waitUntil: "commit" });
    await test.page.locator(".menu-toggle").click();
    // Screen readers hear "expanded" from the browser itself, with no script to say it.
    expect(await toggleExpanded(test.page)).toBe(true);
    await test.context.close();
  });

  it("does not move the page when the script starts (no layout shift)", async () => {
    const { page, context } = await openPage(site, { viewport: { width: 375, height: 740 } });
    await page.goto(site.url("/"));
    await page.waitForSelector('.menu-toggle[data-menu="ready"]');
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
