import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

describe.each(VIEWPORTS)("Result tooltips at $width px", (viewport) => {
  const openResults = async () => {
    const test = await openPage(site, { viewport });
    await test.page.goto(site.url("/"));
    await test.page.locator(".results").scrollIntoViewIfNeeded();
    await test.page.waitForSelector('[data-island="Tooltip"][data-ready] .tooltip-trigger');
    return test;
  };

  describe("when the pointer rests on the info button", () => {
    it("is absent at 500 ms and present at 900 ms, with the method text", async () => {
      const { page, context } = await openResults();
      const trigger = page.locator(".tooltip-trigger").first();
      await trigger.hover();
      await page.waitForTimeout(500);
      expect(await page.locator('[role="tooltip"]').count()).toBe(0);
      await page.waitForTimeout(400);
      expect(await page.locator('[role="tooltip"]').isVisible()).toBe(true);
      expect(await page.locator('[role="tooltip"]').textContent()).toContain("permis de construire");
      await page.mouse.move(0, 0);
      expect(await page.locator('[role="tooltip"]').count()).toBe(0);
      await context.close();
    });
  });

  describe("when the button gets keyboard focus", () => {
    it("shows at once, and Escape dismisses it", async () => {
      const { page, context } = await openResults();
      await page.locator(".tooltip-trigger").nth(1).focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      expect(await page.locator('[role="tooltip"]').isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      expect(await page.locator('[role="tooltip"]').count()).toBe(0);
      await context.close();
    });
  });

  it("describes each button by its method text, which stays in the page without JavaScript", async () => {
    const { page, context } = await openPage(site, { viewport, javaScriptEnabled: false });
    await page.goto(site.url("/"));
    expect(await page.locator(".result-card__method").first().isVisible()).toBe(true);
    const describedBy = await page.locator(".tooltip-trigger").first().getAttribute("aria-describedby");
    expect(await page.locator(`#${describedBy}`).textContent()).toContain("permis de construire");
    await context.close();
  });
});
