import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { SPEC_ROUTES_AND_404 } from "../helpers/spec-routes.ts";

const MIN_TARGET_PX = 44;

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

describe("Touch targets at 375 px", () => {
  it.each(SPEC_ROUTES_AND_404)("%s: every control outside running text is at least 44 px tall", async (route) => {
    const { page, context } = await openPage(site, { viewport: { width: 375, height: 740 }, reducedMotion: "reduce" });
    await page.goto(site.url(route));
    await page.locator(".menu-toggle").click();
    const small = await page.evaluate((min) => {
      const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input, [role='tab']")];
      return controls
        // Links inside a sentence are exempt (WCAG 2.5.8 "inline"): in a paragraph, a definition, a
        // cell, or a list item that says more than the link (a list of links is not); the skip link
        // shows on focus.
        .filter((control) => !control.closest("p, dd, td, .skip-link"))
        .filter((control) => {
          const item = control.closest("li");
          return !item || item.textContent!.trim() === control.textContent!.trim();
        })
        .filter((control) => control.checkVisibility())
        .filter((control) => control.getBoundingClientRect().height < min)
        .map((control) => `${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}" ${Math.round(control.getBoundingClientRect().height)} px`);
    }, MIN_TARGET_PX);
    expect(small).toEqual([]);
    await context.close();
  });
});
