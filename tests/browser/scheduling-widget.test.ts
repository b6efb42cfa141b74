import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_WIDGET } from "../../src/content/home/booking-widget.ts";
import { SITE } from "../../src/site.ts";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";
import { copyProject } from "../helpers/project-copy.ts";

/**
 * Scrolls so that the booking section's top is `gap` px below the bottom of the viewport, once the
 * widget's script watches it, and lets two frames go by: an intersection observer reports within
 * the frame after a scroll.
 */
async function scrollSectionTo(page: Page, gap: number) {
  await page.waitForFunction(() => document.querySelector("[data-scheduling-widget]")?.hasAttribute("data-state"));
  await page.evaluate((gap) => {
    const top = document.getElementById("prise-de-rdv")!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight - gap, behavior: "instant" });
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, gap);
}

/** A visitor who consented on an earlier visit (SITE.schedulingLoad "consent", the default). */
async function openConsentedPage(site: BrowserSite, options: Parameters<typeof openPage>[1]) {
  const opened = await openPage(site, options);
  await opened.page.addInitScript(() => {
    // The page's own storage; the provider's frame has its own, which its origin may refuse.
    if (window !== window.top) return;
    localStorage.setItem("privacy-choices", JSON.stringify({ scheduling: { granted: true, on: new Date().toISOString().slice(0, 10) } }));
  });
  return opened;
}

const scriptRequests = (external: string[]) => external.filter((url) => url === SITE.schedulingScriptUrl).length;

describe("Scheduling widget, once the visitor has consented", () => {
  let site: BrowserSite;
  beforeAll(async () => {
    site = await openBrowserSite();
  });
  afterAll(() => site.close());

  describe.each(VIEWPORTS)("at $width px", (viewport) => {
    it("is not requested while the section is 150 px below the viewport, and is at 50 px", async () => {
      const { page, context, external } = await openConsentedPage(site, { viewport });
      await page.goto(site.url("/"));
      await scrollSectionTo(page, 150);
      expect(scriptRequests(external)).toBe(0);
      await scrollSectionTo(page, 50);
      await page.waitForFunction(() => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === "ready");
      expect(scriptRequests(external)).toBe(1);
      await context.close();
    });

    it("is requested and set up once, however often the section comes back into view", async () => {
      const { page, context, external, messages } = await openConsentedPage(site, { viewport });
      await page.goto(site.url("/"));
      for (const gap of [0, 2000, -200, 3000, 0]) await scrollSectionTo(page, gap);
      await page.waitForFunction(() => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === "ready");
      expect(scriptRequests(external)).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __widgetSetUps: number }).__widgetSetUps)).toBe(1);
      expect(await page.locator("[data-widget-mount] iframe").count()).toBe(1);
      expect(await page.locator(".booking__fallback").isVisible()).toBe(false);
      expect(messages).toEqual([]);
      await context.close();
    });

    describe("when the provider's script fails", () => {
      it("shows the fallback link (new tab) and the contact e-mail, not an empty box", async () => {
        const { page, context } = await openConsentedPage(site, { viewport, thirdParty: { [SITE.schedulingScriptUrl]: "fail" } });
        await page.goto(site.url("/"));
        await scrollSectionTo(page, 0);
        await page.waitForFunction(() => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === "failed");
        const link = page.locator(`.booking__fallback a[href="${SITE.schedulingUrl}"]`);
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await page.locator(`.booking__fallback a[href="mailto:${SITE.contactEmail}"]`).isVisible()).toBe(true);
        const status = page.locator(".booking__status[role=status]");
        expect(await status.isVisible()).toBe(true);
        expect(await status.textContent()).toBe(BOOKING_WIDGET.failed);
        await context.close();
      });
    });

    describe("when the script loads without the provider's API", () => {
      it("falls back at once", async () => {
        const thirdParty = { [SITE.schedulingScriptUrl]: { contentType: "text/javascript", body: "/* blocked */" } };
        const { page, context } = await openConsentedPage(site, { viewport, thirdParty });
        await page.goto(site.url("/"));
        await scrollSectionTo(page, 0);
        await page.waitForFunction(() => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === "failed");
        expect(await page.locator(`.booking__fallback a[href="${SITE.schedulingUrl}"]`).isVisible()).toBe(true);
        await context.close();
      });
    });
  });
});

describe('Scheduling widget in "visible" mode, for an operator whose contract makes its cookies strictly necessary', () => {
  let site: BrowserSite;
  let project: Awaited<ReturnType<typeof copyProject>>;
  beforeAll(async () => {
    project = await copyProject();
    const config = path.join(project.root, "src", "site.ts");
    writeFileSync(config, readFileSync(config, "utf8").replace('schedulingLoad: "consent" as', 'schedulingLoad: "visible" as'));
    site = await openBrowserSite([], project.root);
  });
  afterAll(async () => {
    await site.close();
    await project.remove();
  });

  it.each(VIEWPORTS)("loads as the section nears, with no prompt and no choice stored, at $width px", async (viewport) => {
    const { page, context, external } = await openPage(site, { viewport });
    await page.goto(site.url("/"));
    await scrollSectionTo(page, 150);
    expect(scriptRequests(external)).toBe(0);
    expect(await page.locator(".booking__start").count()).toBe(0);
    await scrollSectionTo(page, 50);
    await page.waitForFunction(() => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === "ready");
    expect(scriptRequests(external)).toBe(1);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await context.close();
  });
});
