import { readdirSync } from "node:fs";
import { statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";
import { fontSwapShifts, type Shift } from "../helpers/font-swap-shifts.ts";
import { SPEC_ROUTES_AND_404 } from "../helpers/spec-routes.ts";

// At most 40 kB of font files on any page (docs/performance.md).
const FONT_BUDGET = 40_000;
// Under a thousandth, all shifts together, and each of them one of these: strings whose letters are
// far from the site's average, which no fallback matched on the average can follow. Any other layout
// shift fails, however small (list numbers, a reading time after a date, an arrow, a URL's scheme
// each moved 3 to 5 px).
const CLS_BOUND = 0.001;
const KNOWN_SHIFTS: ((route: string, width: number, source: Shift["sources"][number]) => boolean)[] = [
  // At desktop widths, three right-aligned or centred texts rich in capitals, which Arial draws
  // wider beside its lowercase than Inter does, move 3 to 4 px: the header's menu (labels at 600,
  // "B2B"), the home preview's "Bas-Rhin · Haut-Rhin" and the 404 page's title. Capitals with
  // fallback faces of their own hold them, at 150 bytes of brotli in every page's first round trip,
  // which the home page cannot spare (README, "What the first paint waits for"); no phone-width page moves.
  (_route, width, source) => width >= 1024 && /^div\.site-menu|^ul\.site-nav__list > li/.test(source.node),
  (route, width, source) => route === "/" && width >= 1024 && source.node === "div.hero-preview__head > span",
  (route, width, source) => route.startsWith("/une-page") && width >= 1024 && /(^| > )h1$/.test(source.node),
  // The legal notice's first paragraph names the site's address, a link whose place in its line
  // follows the company's own names: the text before it, a little narrower in Inter than in its
  // fallback, adds up to 3 px there, and the link or the words after it move, at one width or
  // another depending on those names.
  (route, _width, source) => route === "/mentions-legales/" && /^div\.legal__text > p( > a)? \(text\)$/.test(source.node),
];

// Lighthouse's mobile screen (Moto G Power): CLS is measured there. /blog/'s title wrapped one
// line apart in its fallback at this width, with the headings' fallback matched on the prose.
const LIGHTHOUSE_MOBILE = { name: "lighthouse", width: 412, height: 823 } as const;
// The articles too: their dates and reading times are figures in running text ("17 novembre 2026").
const ARTICLES = readdirSync(new URL("../../content/blog/", import.meta.url)).filter((name) => name.endsWith(".md"));
const ROUTES = [...SPEC_ROUTES_AND_404, ...ARTICLES.map((name) => `/blog/${name.replace(/\.md$/, "")}/`)];

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

it("the browser has an Arial-compatible local font for the fallback faces to name", async () => {
  const { page, context } = await openPage(site);
  await page.goto(site.url("/"));
  const found = await page.evaluate(async () => {
    const names = ["Arial", "Liberation Sans", "Arimo"];
    const loads = names.map((name) => new FontFace("probe", `local("${name}")`).load().then(() => name, () => undefined));
    return (await Promise.all(loads)).filter(Boolean);
  });
  // Without one, text waits in the browser's default font, whose widths nothing was matched to.
  expect(found.length, "install Debian's fonts-liberation (apt-get install -y fonts-liberation)").toBeGreaterThan(0);
  await context.close();
});

// The measurement's own pitfall: a page may ask for another face while the held ones arrive (text
// that an island or a late part of the page adds). Held too, it never arrived, and the page's
// fonts were never ready: the test waited until its time ran out (CI, a busy run, an article).
it("the measurement lets through a face the page asks for after the held ones were let through", async () => {
  const file = (prefix: string) => readdirSync(path.join(site.dir, "assets")).find((name) => name.startsWith(prefix) && name.endsWith(".woff2"));
  const heading = `/assets/${file("manrope-variable-")}`;
  const brackets = `/assets/${file("inter-variable-")}`;
  const { page, context } = await openPage(site);
  // The heading's face, once it has arrived, adds text that only a second face draws.
  await page.route(site.url("/late-face/"), (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="fr"><title>Face tardive</title><style>
@font-face { font-family: Heading; src: url("${heading}") format("woff2"); }
@font-face { font-family: Brackets; src: url("${brackets}") format("woff2"); unicode-range: U+5B-5D; }
:root[data-fonts] h1 { font-family: Heading, sans-serif; }
:root[data-fonts] p { font-family: Brackets, sans-serif; }
</style><h1>Titre</h1><p>Texte</p><script>
document.documentElement.dataset.fonts = "";
document.body.offsetWidth;
for (const face of document.fonts) if (face.family === "Heading") face.loaded.then(() => {
  document.body.insertAdjacentHTML("beforeend", "<p>[1]</p>");
  document.body.offsetWidth;
});
</script>`,
    }),
  );
  const { requested } = await fontSwapShifts(page, site.url("/late-face/"));
  expect(requested).toEqual([heading, brackets]);
  expect(await page.evaluate(() => [...document.fonts].map((face) => face.status))).toEqual(["loaded", "loaded"]);
  await context.close();
});

describe.each([...VIEWPORTS, LIGHTHOUSE_MOBILE])("web fonts at $width px", (viewport) => {
  it.each(ROUTES)("%s: swapping the fonts in moves nothing; only used font files, within budget", async (route) => {
    const { page, context } = await openPage(site, { viewport });
    const { shifts, requested } = await fontSwapShifts(page, site.url(route));
    // The fallbacks match the web fonts' widths over the site's text, not every string's: a shift
    // left is one of the known ones, each a string far from the site's average, and small.
    const unexplained = shifts.flatMap((shift) => shift.sources).filter((source) => !KNOWN_SHIFTS.some((known) => known(route, viewport.width, source)));
    expect(unexplained, JSON.stringify(shifts, null, 1)).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(CLS_BOUND);
    // A font file is downloaded only for a face that draws some character of the page.
    const unused = await page.evaluate(() => {
      const text = document.body.innerText;
      const inRange = (range: string) =>
        range.split(",").some((part) => {
          const [start = "", end] = part.trim().replace(/^U\+/i, "").split("-");
          const low = parseInt(start, 16);
          const high = end ? parseInt(end, 16) : low;
          return [...text].some((character) => character.codePointAt(0)! >= low && character.codePointAt(0)! <= high);
        });
      return [...document.fonts].filter((face) => face.status === "loaded" && !inRange(face.unicodeRange)).map((face) => face.family);
    });
    expect(unused).toEqual([]);
    const bytes = requested.reduce((sum, file) => sum + statSync(path.join(site.dir, file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(FONT_BUDGET);
    await context.close();
  });
});
