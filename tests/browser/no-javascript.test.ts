import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";
import { SPEC_ROUTES_AND_404 } from "../helpers/spec-routes.ts";


let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

describe.each(VIEWPORTS)("With JavaScript disabled, at $width px", (viewport) => {
  it.each(SPEC_ROUTES_AND_404)("%s shows all its content and every link", async (route) => {
    const { page, context } = await openPage(site, { viewport, javaScriptEnabled: false });
    await page.goto(site.url(route));
    const hidden = await page.evaluate(() => {
      const elements = [...document.querySelectorAll("main h1, main h2, main h3, main h4, main p, main li, main dd, a[href], button")];
      return elements
        .filter((element) => !element.closest(".visually-hidden, [aria-hidden='true'], .skip-link"))
        // Buttons that only work with JavaScript (tooltips, tabs) are not shown without it; what they
        // reveal is shown instead: the explanations, every panel. The menu is a popover, checked below.
        .filter((element) => !element.closest("#site-menu, .menu-toggle, [data-island='Tooltip'], [role='tablist']"))
        .filter((element) => !(element as HTMLElement).checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 60)}`);
    });
    expect(hidden).toEqual([]);
    expect(await page.locator("main").textContent()).not.toBe("");
    if (viewport.width < 1024) await page.locator(".menu-toggle").click();
    const menuLinks = await page.locator("#site-menu a").evaluateAll((links) => links.map((a) => (a as HTMLElement).checkVisibility()));
    expect(menuLinks).toEqual([true, true, true, true, true, true, true]);
    await context.close();
  });
});
