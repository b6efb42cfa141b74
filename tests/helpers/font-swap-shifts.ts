import type { Page, Route } from "playwright-core";
import { twoFramesInPage } from "./in-page.ts";

/** A layout-shift entry, with what moved: each source's node and its box before and after. */
export interface Shift {
  value: number;
  sources: { node: string; text: string; from: number[]; to: number[] }[];
}

/**
 * Loads a route with every font file held back until the page, drawn in its fallbacks, has asked
 * for them, then lets them through and returns the layout shifts the switch to the web fonts
 * caused (html[data-fonts], set once they have arrived), with their sources, and the font files
 * the page asked for.
 */
export async function fontSwapShifts(page: Page, url: string): Promise<{ shifts: Shift[]; requested: string[] }> {
  const held: Route[] = [];
  const requested: string[] = [];
  let holding = true;
  let firstHeld: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (firstHeld = resolve));
  await page.route(/\.woff2$/, (fontRoute) => {
    requested.push(new URL(fontRoute.request().url()).pathname);
    // A face asked for once the held ones are on their way (text a script adds meanwhile) goes
    // through: held, it would never arrive, and the page's fonts would never be ready.
    if (holding) {
      held.push(fontRoute);
      firstHeld();
    } else {
      void fontRoute.continue();
    }
  });
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  // The page is painted in its fallbacks, then asks for its web fonts' faces, all at once.
  const frames = () => page.evaluate(twoFramesInPage);
  await asked;
  await frames();
  if ((await page.evaluate(() => document.fonts.status)) !== "loading") throw new Error(`${url}: the fonts were not held back`);
  // Only what moves from here on is the swap's doing: on a busy machine the browser may paint a
  // page it has not finished parsing, and the rest of the page arriving is no font's shift.
  const before = await page.evaluate(() => (window as unknown as { __shifts(): Shift[] }).__shifts().length);
  holding = false;
  for (const fontRoute of held.splice(0)) await fontRoute.continue();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-fonts"));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await frames();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts(): Shift[] }).__shifts());
  return { shifts: shifts.slice(before), requested };
}

// A string, not a function: a function's source, as the test runner compiles it, calls helpers
// (esbuild's __name) the page does not have.
const RECORD_SHIFTS = `{
  const shifts = [];
  const describe = (node) => {
    const element = node instanceof Element ? node : node?.parentElement;
    if (!element) return "?";
    const classes = element.classList.length ? "." + [...element.classList].join(".") : "";
    const own = element.localName + classes;
    // An element without a class is named with its parent: "ul.site-nav__list > li".
    const parent = !classes && element.parentElement ? describe(element.parentElement) + " > " : "";
    return parent + own + (node instanceof Text ? " (text)" : "");
  };
  const box = (rect) => [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value * 10) / 10);
  const record = (entries) => {
    for (const entry of entries) {
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => ({
          node: describe(source.node),
          text: (source.node?.textContent ?? "").trim().slice(0, 60),
          from: box(source.previousRect),
          to: box(source.currentRect),
        })),
      });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: "layout-shift", buffered: true });
  window.__shifts = () => (record(observer.takeRecords()), shifts);
}`;
