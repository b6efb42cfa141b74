import { describe, expect, it } from "vitest";
import { ENGINES, useBuild, useEngine } from "../helpers/engine-site.ts";

// A visit's first page is drawn in the fallbacks; once it has painted and loaded, it loads each
// web font's face for running text and sets html[data-fonts] when they have arrived
// (web-fonts.ts), and remembers it. The next pages use the web fonts before their first paint: the loader's start, a
// classic script at the top of the head, sets html[data-fonts] from what sessionStorage remembers,
// before any of the body is parsed, in every engine.
// WebKit never fires document.fonts' `loadingdone`: waiting for that event left every later page
// drawn in the fallback first, then swapped 100 to 190 ms later.

/**
 * Records, from before any script of the page runs, the first contentful paint, when
 * html[data-fonts] appears, and whether each web font's faces had arrived by then (their own
 * status: WebKit's document.fonts.check() says true of faces not yet loaded).
 */
const RECORD_FONTS = `{
  const seen = {};
  window.__fonts = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.paint ??= entry.startTime;
  }).observe({ type: "paint", buffered: true });
  // The document has no <html> yet when this runs: its whole tree is watched.
  new MutationObserver(() => {
    if (!document.documentElement.hasAttribute("data-fonts") || "switched" in seen) return;
    seen.switched = performance.now();
    const faces = [...document.fonts].map((face) => [face.family.replace(/"/g, ""), face.status]);
    seen.loaded = ["Inter Variable", "Manrope Variable"].map((family) => family + ": " + faces.some(([name, status]) => name === family && status === "loaded"));
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-fonts"] });
}`;

interface Seen {
  paint?: number;
  switched?: number;
  loaded?: string[];
}
const seen = () => (window as unknown as { __fonts: Seen }).__fonts;

const site = useBuild();

describe.each(ENGINES)("in $name, the web fonts", (engine) => {
  const browser = useEngine(engine, site);

  // Switched to them before they had arrived, the page was laid out twice: at once, for the
  // browser to know which faces its text needs, and again when they came.
  it("on a visit's first page, are switched to once they have arrived: the page is laid out in them once", async () => {
    const page = await browser.open();
    await page.addInitScript(RECORD_FONTS);
    await page.goto("/mentions-legales/");
    await page.waitFor(() => document.documentElement.hasAttribute("data-fonts"), undefined, { what: "the switch to the web fonts" });
    const { loaded } = await page.evaluate(seen);
    expect(loaded).toEqual(["Inter Variable: true", "Manrope Variable: true"]);
    await page.close();
  });

  it("on the next pages, are used before their first paint: text is not drawn in the fallback first", async () => {
    const page = await browser.open();
    await page.addInitScript(RECORD_FONTS);
    await page.goto("/mentions-legales/");
    await page.waitFor(() => document.documentElement.hasAttribute("data-fonts"));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The fonts have arrived: the loader of the next page knows it from sessionStorage.
    await page.waitFor(() => sessionStorage.getItem("web-fonts-loaded") !== null, undefined, { what: "the fonts to be remembered" });
    await page.goto("/cgu-cgv/");
    await page.waitFor(() => (window as unknown as { __fonts: Seen }).__fonts.paint !== undefined, undefined, { what: "a paint" });
    const { paint, switched } = await page.evaluate(seen);
    expect(switched).toBeDefined();
    expect(switched!).toBeLessThan(paint!);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
    await page.close();
  });
});
