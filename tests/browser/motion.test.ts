import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

const opacityOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Number(getComputedStyle(element).opacity));
const videoStates = (page: Page) => page.$$eval("[data-demo-video] video", (videos) => videos.map((video) => (video as HTMLVideoElement).paused));

describe.each(VIEWPORTS)("Sections revealed on scroll at $width px", (viewport) => {
  it("are hidden below the fold once the script runs, and appear once when first visible", async () => {
    const { page, context } = await openPage(site, { viewport });
    await page.goto(site.url("/"));
    // The reveal is a chunk asked for once the page has painted (src/client/main.ts): wait for it.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-reveal-ready"));
    const pillar = ".pillar[data-reveal]";
    expect(await page.locator(pillar).first().getAttribute("data-revealed")).toBeNull();
    expect(await opacityOf(page, pillar)).toBe(0);
    await page.locator(pillar).first().scrollIntoViewIfNeeded();
    await page.waitForFunction((selector) => document.querySelector(selector)?.hasAttribute("data-revealed"), pillar);
    // The fade ends when it ends: wait for the state, not a clock.
    await page.waitForFunction((selector) => getComputedStyle(document.querySelector(selector)!).opacity === "1", pillar);
    expect(await opacityOf(page, pillar)).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    expect(await opacityOf(page, pillar)).toBe(1);
    await context.close();
  });

  it("are never hidden when the script fails to load", async () => {
    const { page, context } = await openPage(site, { viewport });
    await page.route(/\/assets\/main-/, (route) => route.abort());
    await page.goto(site.url("/"));
    for (const selector of [".pillar[data-reveal]", ".comparison", ".results"]) expect(await opacityOf(page, selector)).toBe(1);
    expect(await page.locator("#faq-answer-1").isVisible()).toBe(true);
    await context.close();
  });

  it("are never hidden nor animated for reduced-motion visitors", async () => {
    const { page, context } = await openPage(site, { viewport, reducedMotion: "reduce" });
    const reveal = page.waitForEvent("requestfinished", (request) => /\/chunks\/reveal-[A-Z0-9]+\.js$/.test(request.url()));
    await page.goto(site.url("/"));
    // Once the reveal's chunk has arrived and had two frames to run in.
    await reveal;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-reveal-ready"))).toBe(false);
    expect(await opacityOf(page, ".pillar[data-reveal]")).toBe(1);
    await context.close();
  });
});

describe.each(VIEWPORTS)("Pillar videos at $width px", (viewport) => {
  it("play only while visible, pause when scrolled away, with a pause/play button", async () => {
    const { page, context } = await openPage(site, { viewport });
    await page.goto(site.url("/"));
    await page.waitForSelector("[data-demo-video] .demo-video__toggle");
    expect(await videoStates(page)).toEqual([true, true, true]);
    const first = page.locator("[data-demo-video]").first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !(document.querySelector("[data-demo-video] video") as HTMLVideoElement).paused);
    expect((await videoStates(page))[0]).toBe(false);
    expect(await first.locator("video").evaluate((video) => video.hasAttribute("controls"))).toBe(false);
    const toggle = first.locator(".demo-video__toggle");
    expect(await toggle.getAttribute("aria-label")).toBe("Mettre la démonstration en pause");
    await toggle.click();
    expect((await videoStates(page))[0]).toBe(true);
    expect(await toggle.getAttribute("aria-label")).toBe("Lire la démonstration");
    await toggle.click();
    expect((await videoStates(page))[0]).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => (document.querySelector("[data-demo-video] video") as HTMLVideoElement).paused);
    await context.close();
  });

  it("never autoplay for reduced-motion visitors, who can still play them", async () => {
    const { page, context } = await openPage(site, { viewport, reducedMotion: "reduce" });
    await page.goto(site.url("/"));
    const first = page.locator("[data-demo-video]").first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    expect(await videoStates(page)).toEqual([true, true, true]);
    await first.locator(".demo-video__toggle").click();
    expect((await videoStates(page))[0]).toBe(false);
    await context.close();
  });
});
