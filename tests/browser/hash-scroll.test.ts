import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

/** Records scrollY on every frame, with the time since the page's navigation started. */
const RECORD_SCROLL = () => {
  const samples: [number, number][] = [];
  (window as unknown as { __scroll: typeof samples }).__scroll = samples;
  const sample = () => {
    samples.push([performance.now(), window.scrollY]);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};

const samples = (page: Page) => page.evaluate(() => (window as unknown as { __scroll: [number, number][] }).__scroll);
const sectionTop = (page: Page) =>
  page.evaluate(() => document.getElementById("prise-de-rdv")!.getBoundingClientRect().top + window.scrollY);
const scrollAt = (trace: [number, number][], ms: number) => [...trace].reverse().find(([time]) => time <= ms)?.[1] ?? 0;

/**
 * Waits until the page rests near the booking section: the last frames all at one position. A
 * state, not a clock, so a loaded machine that draws frames late only makes the wait longer.
 */
const settledNearSection = (page: Page) =>
  page.waitForFunction(
    () => {
      const trace = (window as unknown as { __scroll?: [number, number][] }).__scroll ?? [];
      const last = trace.slice(-8).map(([, y]) => y);
      const top = document.getElementById("prise-de-rdv")!.getBoundingClientRect().top + window.scrollY;
      return last.length === 8 && last.every((y) => y === last[7]) && Math.abs(last[7]! - top) < 120;
    },
    undefined,
    { timeout: 20_000 },
  );

describe.each(VIEWPORTS)("Arriving on /#prise-de-rdv at $width px", (viewport) => {
  it("does not jump: no scroll in the first 100 ms after the page is ready, then smoothly to the section", async () => {
    const { page, context } = await openPage(site, { viewport });
    await page.addInitScript(RECORD_SCROLL);
    await page.goto(site.url("/#prise-de-rdv"), { waitUntil: "domcontentloaded" });
    await settledNearSection(page);
    // When the behaviour started its delay (src/client/lazy/hash-scroll.ts marks it): on a
    // loaded machine that can be well before DOMContentLoaded ends, so that is no reference.
    const ready = await page.evaluate(() => performance.getEntriesByName("hash-scroll-delay-start")[0]!.startTime);
    const trace = await samples(page);
    // Spec §2: after 100 ms. A late machine only moves the start later, never earlier.
    const firstMove = trace.find(([, y]) => y > 0)![0];
    expect(firstMove).toBeGreaterThanOrEqual(ready + 90);
    const final = trace.at(-1)![1];
    expect(Math.abs(final - (await sectionTop(page)))).toBeLessThan(120);
    // Smooth: intermediate positions between the top and the section.
    expect(trace.filter(([, y]) => y > 0 && y < final - 50).length).toBeGreaterThan(2);
    expect(page.url()).toMatch(/#prise-de-rdv$/);
    await context.close();
  });

  it("jumps instantly, with no animation, for reduced-motion visitors", async () => {
    const { page, context } = await openPage(site, { viewport, reducedMotion: "reduce" });
    await page.addInitScript(RECORD_SCROLL);
    await page.goto(site.url("/#prise-de-rdv"), { waitUntil: "domcontentloaded" });
    await settledNearSection(page);
    const trace = await samples(page);
    const final = trace.at(-1)![1];
    expect(Math.abs(final - (await sectionTop(page)))).toBeLessThan(120);
    expect(trace.filter(([, y]) => y > 0 && y < final - 50)).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORTS)("A demo button on the home page at $width px", (viewport) => {
  it("scrolls smoothly to the booking section after 100 ms", async () => {
    const { page, context } = await openPage(site, { viewport });
    await page.goto(site.url("/"));
    await page.evaluate(RECORD_SCROLL);
    const clicked = await page.evaluate(() => performance.now());
    await page.locator(".hero a", { hasText: "Anticiper mon carnet de commandes" }).click();
    await settledNearSection(page);
    const trace = await samples(page);
    expect(scrollAt(trace, clicked + 20)).toBe(0);
    expect(trace.filter(([, y]) => y > 0 && y < trace.at(-1)![1] - 50).length).toBeGreaterThan(2);
    expect(Math.abs(trace.at(-1)![1] - (await sectionTop(page)))).toBeLessThan(120);
    expect(page.url()).toMatch(/\/#prise-de-rdv$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("prise-de-rdv");
    await context.close();
  });
});

describe("Without JavaScript", () => {
  it("the browser's own jump still reaches the section", async () => {
    const { page, context } = await openPage(site, { javaScriptEnabled: false });
    await page.goto(site.url("/#prise-de-rdv"));
    await page.waitForFunction(
      () => Math.abs(window.scrollY - (document.getElementById("prise-de-rdv")!.getBoundingClientRect().top + window.scrollY)) < 120,
      undefined,
      { polling: 50 },
    );
    await context.close();
  });
});
