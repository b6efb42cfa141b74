import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";
import { twoFramesInPage } from "../helpers/in-page.ts";

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

const videoStates = (page: Page) => page.$$eval("[data-demo-video] video", (videos) => videos.map((video) => (video as HTMLVideoElement).paused));

// Sections revealed on scroll: reveal.test.ts and reduced-motion.test.ts, in every engine.

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
    // The videos are made by their script, after the first paint; it watches them at once.
    await page.waitForSelector("[data-demo-video] .demo-video__toggle");
    const first = page.locator("[data-demo-video]").first();
    await first.scrollIntoViewIfNeeded();
    // The visibility callbacks run in the frames after the scroll: two frames, then the states.
    await page.evaluate(twoFramesInPage);
    expect(await videoStates(page)).toEqual([true, true, true]);
    await first.locator(".demo-video__toggle").click();
    expect((await videoStates(page))[0]).toBe(false);
    await context.close();
  });
});
