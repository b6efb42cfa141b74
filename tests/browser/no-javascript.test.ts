import { describe, expect, it } from "vitest";
import { DESKTOP, ENGINES, MOBILE, useBuild, useEngine, type EnginePage } from "../helpers/engine-site.ts";
import { SPEC_ROUTES_AND_404 } from "../helpers/spec-routes.ts";
import search from "../../content/site/search.yaml";
import { SEARCH_FALLBACK_PATH, SEARCH_FOLDER } from "../../src/models/navigation.ts";

// With JavaScript off (a browser started so: Firefox and WebKit switch it at launch), every page
// is complete: the test's own scripts still run, the page's never do.

const visibleAll = (page: EnginePage, selector: string) =>
  page.evaluate((query) => [...document.querySelectorAll<HTMLElement>(query)].map((element) => element.checkVisibility()), selector);

/**
 * Whether the page drew its text in the web body font from the start: a face of it loaded, and
 * fetched from the site. Waited for: a font's request starts at layout, which may come after the
 * load event on a busy machine.
 */
async function usesWebFontAtOnce(page: EnginePage): Promise<boolean> {
  await page.waitFor(() => [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Inter Variable" && face.status === "loaded"), undefined, {
    what: "a face of Inter Variable loaded",
  });
  return page.requests.some((request) => request.path.startsWith("/assets/inter-variable-") && request.path.endsWith(".woff2"));
}

const site = useBuild();

describe.each(ENGINES)("in $name, with JavaScript disabled", (engine) => {
  const browser = useEngine(engine, site, { javaScript: false });

  // Every route, in Chromium at both widths: what hides content until a script runs is the same
  // few rules on every page, and the pages using each one (the FAQ's answers, the tooltips' texts,
  // the tabs' panels, the jump to the booking section) are checked in every engine below.
  describe.runIf(engine.name === "chromium").each([MOBILE, DESKTOP])("at $width px", (viewport) => {
    it.each(SPEC_ROUTES_AND_404)("%s shows all its content and every link", async (route) => {
      const page = await browser.open({ viewport });
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-js"))).toBe(false);
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll("main h1, main h2, main h3, main h4, main p, main li, main dd, a[href], button")]
          .filter((element) => !element.closest(".visually-hidden, [aria-hidden='true'], .skip-link"))
          // Buttons that only work with JavaScript (tooltips, tabs) are not shown without it; what they
          // reveal is shown instead: the explanations, every panel. The menu is a popover, checked below.
          .filter((element) => !element.closest("#site-menu, .menu-toggle, [data-island='Tooltip'], [role='tablist']"))
          .filter((element) => !(element as HTMLElement).checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
          .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 60)}`),
      );
      expect(hidden).toEqual([]);
      if (viewport.width < 1024) await page.click(".menu-toggle");
      expect(await visibleAll(page, "#site-menu a")).toEqual([true, true, true, true, true, true, true]);
      // The web fonts at once (`@media (scripting: none)`): nothing would switch them on later.
      expect(await usesWebFontAtOnce(page)).toBe(true);
      await page.close();
    });
  });

  it("the menu opens from its toggle, and the web fonts are used at once", async () => {
    const page = await browser.open({ viewport: MOBILE });
    await page.goto("/blog/");
    await page.click(".menu-toggle");
    expect(await visibleAll(page, "#site-menu a")).toEqual([true, true, true, true, true, true, true]);
    // `@media (scripting: none)`: nothing would switch them on later.
    expect(await usesWebFontAtOnce(page)).toBe(true);
    await page.close();
  });

  it("the home page shows every FAQ answer, every method text, each demo video with the browser's controls, and describes each info button by it", async () => {
    const page = await browser.open({ viewport: MOBILE });
    await page.goto("/");
    expect(await visibleAll(page, '[id^="faq-answer-"]')).toEqual([true, true, true, true, true, true]);
    expect(await visibleAll(page, "[data-demo-video] video[controls]")).toEqual([true, true, true]);
    expect(await visibleAll(page, ".result-card__method")).toEqual(Array(5).fill(true));
    const described = await page.evaluate(() => document.getElementById(document.querySelector(".tooltip-trigger")!.getAttribute("aria-describedby")!)?.textContent);
    expect(described).toContain("permis de construire");
    await page.close();
  });

  it("the signals page shows every panel", async () => {
    const page = await browser.open({ viewport: MOBILE });
    await page.goto("/signaux-affaires/");
    expect(await visibleAll(page, '[role="tabpanel"]')).toEqual([true, true, true, true, true]);
    await page.close();
  });

  it("the header's search is a link to the blog's listing, which it opens", async () => {
    const page = await browser.open({ viewport: MOBILE });
    await page.goto("/mentions-legales/");
    const link = await page.evaluate(() => {
      const search = document.querySelector<HTMLAnchorElement>(".site-header a[data-search]")!;
      return { path: search.pathname, name: search.textContent?.trim(), shown: search.checkVisibility() };
    });
    expect(link).toEqual({ path: SEARCH_FALLBACK_PATH, name: search.link, shown: true });
    await page.click(".site-header a[data-search]");
    await page.waitFor((path) => location.pathname === path && document.readyState === "complete", SEARCH_FALLBACK_PATH, { what: "the blog's listing" });
    expect(page.requests.filter((request) => request.path.startsWith(`/${SEARCH_FOLDER}/`))).toEqual([]);
    await page.close();
  });

  it("the browser's own jump reaches the booking section", async () => {
    const page = await browser.open({ viewport: MOBILE });
    await page.goto("/#prise-de-rdv");
    await page.waitFor(() => Math.abs(document.getElementById("prise-de-rdv")!.getBoundingClientRect().top) < 120, undefined, { what: "the booking section at the top" });
    await page.close();
  });
});
