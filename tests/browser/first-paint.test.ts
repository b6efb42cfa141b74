import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { loaderFiles } from "../helpers/island-chunks.ts";

// The first paint waits for the HTML and its stylesheets only. The loader is asked for once the
// page has painted its first text (src/components/LoaderStart.tsx), the web fonts and the islands'
// code later still (src/client/after-first-paint.ts).

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

/** Records, from before any script of the page runs, the first contentful paint and when html[data-fonts] appears. */
const RECORD_PAINT = () => {
  const seen: { paint?: number; fonts?: number } = {};
  Object.assign(window, { __paint: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.paint ??= entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute("data-fonts")) seen.fonts ??= performance.now();
    // The document has no <html> yet when this runs: its whole tree is watched.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-fonts"] });
};

const painted = (page: import("playwright-core").Page) =>
  page.waitForFunction(() => (window as unknown as { __paint: { paint?: number } }).__paint.paint !== undefined).then(() =>
    page.evaluate(() => (window as unknown as { __paint: { paint: number; fonts?: number } }).__paint),
  );

/** No font, island code nor the loader asked for before the first paint of `route`; all come after. */
async function expectNothingBeforeFirstPaint(on: BrowserSite, route: string): Promise<void> {
  const { page, context } = await openPage(on);
  await page.addInitScript(RECORD_PAINT);
  await page.goto(on.url(route));
  const { paint } = await painted(page);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-fonts"));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const requests = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  );
  const { entry } = loaderFiles(on);
  const deferred = requests.filter(({ url }) => /\.woff2$|\/assets\/chunks\//.test(url) || url === entry);
  expect(deferred.filter(({ url }) => url.endsWith(".woff2")).length).toBeGreaterThan(0);
  expect(deferred.filter(({ url }) => url === entry)).toHaveLength(1);
  expect(deferred.filter(({ start }) => start < paint)).toEqual([]);
  // No other script at all: what is asked for before the paint is the page and its stylesheets.
  expect(requests.filter(({ url, start }) => url.endsWith(".js") && start < paint)).toEqual([]);
  // And the text is then drawn in the web font.
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  await context.close();
}

describe("a visitor's first page", () => {
  it.each(["/", "/mentions-legales/", "/signaux-affaires/", "/prospection-b2b/"])("%s: no font, island code nor the loader is asked for before the first paint; all come after", (route) =>
    expectNothingBeforeFirstPaint(site, route),
  );

  // Chromium lays out a page with a form (the footer's newsletter) as soon as it is parsed. Parsed
  // before its stylesheets had arrived, the home page was laid out without them, then again, whole,
  // for its first frame (docs/performance.md). The loader's start, after the stylesheets, holds the
  // parse until they arrive. Here they are held back until the page is parsed, or for 500 ms: a page
  // parsed without them is caught; a page that waits for them passes whatever the machine's speed.
  it("/: is parsed only once its stylesheets have arrived, so it is laid out once, with its styles", async () => {
    const { page, context } = await openPage(site);
    const parsed = new Promise<void>((resolve) => page.once("domcontentloaded", () => resolve()));
    await page.route(/\/assets\/(site|page)-[0-9a-f]+\.css$/, async (route) => {
      await Promise.race([parsed, new Promise((resolve) => setTimeout(resolve, 500))]);
      await route.continue();
    });
    await page.goto(site.url("/"));
    const { parsedAt, sheets } = await page.evaluate(() => ({
      parsedAt: performance.getEntriesByType("navigation")[0]!.toJSON().domContentLoadedEventStart as number,
      sheets: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".css"))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    }));
    expect(sheets).toHaveLength(2);
    for (const arrived of sheets) expect(parsedAt).toBeGreaterThan(arrived);
    await context.close();
  });

  // The loader comes with the page's first round trip: what the first paint does not need is not in it.
  it("/: the menu, the reveal and the booking scroll come as chunks of their own, after the first paint", async () => {
    const { page, context } = await openPage(site);
    await page.addInitScript(RECORD_PAINT);
    await page.goto(site.url("/"));
    const { paint } = await painted(page);
    const starts = await page
      .waitForFunction(() => {
        const entries = performance.getEntriesByType("resource").filter((entry) => /\/chunks\/(menu|reveal|hash-scroll)-[A-Z0-9]+\.js$/.test(entry.name));
        return entries.length === 3 && entries.map((entry) => entry.startTime);
      })
      .then((handle) => handle.jsonValue() as Promise<number[]>);
    for (const start of starts) expect(start).toBeGreaterThan(paint);
    await context.close();
  });

  // A video with the browser's controls costs the frame their styles and layout (three took a fifth
  // of the home page's), and Chromium holds back showing the frame while their spinners turn.
  it("/: paints with no video, which the demo videos' script makes after the first paint, without the browser's controls", async () => {
    const { page, context } = await openPage(site);
    await page.addInitScript(RECORD_PAINT);
    await page.addInitScript(() => {
      const counts: number[] = [];
      Object.assign(window, { __videosAtPaint: counts });
      new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) counts.push(document.querySelectorAll("video").length);
      }).observe({ type: "paint", buffered: true });
    });
    await page.goto(site.url("/"));
    await painted(page);
    expect(await page.evaluate(() => (window as unknown as { __videosAtPaint: number[] }).__videosAtPaint)).toEqual([0]);
    await page.waitForFunction(() => document.querySelectorAll("[data-demo-video] video").length === 3);
    expect(await page.$$eval("[data-demo-video] video", (videos) => videos.map((video) => video.hasAttribute("controls")))).toEqual([false, false, false]);
    await context.close();
  });
});

// A page that paints nothing reports no paint: hidden from the start (a background tab, a
// prerender), left for another tab before it painted, or in a browser without paint timing. It asks
// for the loader once parsed, and its islands work. Each case also withholds the paint entries, as
// such a page would: nothing else could bring the loader.
describe("a page with no first paint to wait for", () => {
  const noPaintReported = () => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type !== "paint") observe.call(this, options);
    };
  };
  const hide = () => Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden" });
  const cases: [string, () => void][] = [
    ["hidden from the start", hide],
    [
      "left for another tab before it painted",
      () =>
        document.addEventListener("DOMContentLoaded", () => {
          Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden" });
          document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
        }),
    ],
    ["in a browser without paint timing", () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: Object.freeze(["resource"]) })],
  ];
  it.each(cases)("%s: asks for the loader once parsed, and its FAQ opens", async (_, pretend) => {
    const { page, context } = await openPage(site);
    await page.addInitScript(noPaintReported);
    await page.addInitScript(pretend);
    await page.goto(site.url("/"));
    await page.locator("#faq-question-1").scrollIntoViewIfNeeded();
    await page.locator('[data-island="Accordion"][data-ready] #faq-question-1').click();
    expect(await page.getAttribute("#faq-question-1", "aria-expanded")).toBe("true");
    await context.close();
  });
});

// The next pages of a visit, and pages without JavaScript: tests/browser/web-fonts-switch.test.ts and
// no-javascript.test.ts, in every engine.

// Issue 49: a campaign's landing page made of the sections a campaign needs, in a copy of the project.
describe("a landing page of a hero, figures, a quote and the booking section", () => {
  let landing: BrowserSite;
  let project: Awaited<ReturnType<typeof copyProject>>;
  beforeAll(async () => {
    project = await copyProject();
    writeFileSync(path.join(project.root, "content", "pages", "landing.md"), LANDING);
    landing = await openBrowserSite([], project.root);
  }, 180_000);
  afterAll(async () => {
    await landing?.close();
    await project?.remove();
  });

  it("asks for no script before its first paint, the loader after it", () => expectNothingBeforeFirstPaint(landing, "/webinaires/landing/"));
});

const LANDING = `---
title: "Webinaire : les chantiers de 2027"
label: "Webinaire"
address: /webinaires/landing/
description: "Quarante minutes pour repérer les chantiers de 2027 avant l'appel d'offres, avec un client qui l'a fait."
sections:
  - type: hero
    eyebrow: "Webinaire"
    title: "Les chantiers de 2027, dès maintenant"
    lead: "Les permis qui annoncent vos prochains chantiers."
  - type: figures
    eyebrow: "En chiffres"
    title: "Ce que nos clients y gagnent"
    items:
      - value: "6 mois"
        label: "d'avance sur la consultation"
      - value: "3"
        label: "chantiers signés en un an"
  - type: quote
    quote: "Nous avons signé trois chantiers repérés six mois avant la consultation."
    person: "Marie Dupont"
    role: "Gérante"
    company: "Couverture Dupont"
  - type: booking
---
`;
