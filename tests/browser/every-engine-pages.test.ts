import { describe, expect, it } from "vitest";
import { ENGINES, MOBILE, useBuild, useEngine } from "../helpers/engine-site.ts";
import { everyIslandReady, scrollThroughInPage } from "../helpers/in-page.ts";
import { SPEC_ROUTES_AND_404 } from "../helpers/spec-routes.ts";

// Every route at a phone's width: styled, drawn in the web fonts, nothing off to the side, and not
// one console message (WebKit would log a policy's 'inline-speculation-rules' as an invalid source
// on every page). In Firefox and WebKit here; Chromium's loads of every route are checked once, for
// all of this and more, where it alone runs: pages.test.ts (the console, overflow at 320 px,
// at 375 and 1280 px) and fonts.test.ts (the web fonts in use, at 375, 412 and 1280 px).

const NOT_FOUND = SPEC_ROUTES_AND_404.at(-1)!;
/** What each engine says of a 404 response of its own accord, before the page's own log (spec §2). */
const STATUS_NOTE = /^error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

const site = useBuild();

const ENGINES_HERE = ENGINES.filter((engine) => engine.name !== "chromium");

// With BROWSER_ENGINES=chromium no engine is left here: the file's tests are then skipped, not missing.

describe.skipIf(ENGINES_HERE.length === 0).each(ENGINES_HERE.length ? ENGINES_HERE : ENGINES)("every page in $name at 375 px", (engine) => {
  const browser = useEngine(engine, site);

  it.each(SPEC_ROUTES_AND_404)("%s is styled, in the web fonts, fits the width, and logs nothing", async (route) => {
    const page = await browser.open({ viewport: MOBILE });
    await page.goto(route);
    // Scrolled through, so every island near the viewport hydrates and every lazy behaviour runs.
    await page.evaluate(scrollThroughInPage, 1);
    await page.waitFor(everyIslandReady, undefined, { what: "every island to hydrate" });
    await page.waitFor(() => document.documentElement.hasAttribute("data-fonts"));
    const facts = await page.evaluate(async () => {
      await document.fonts.ready;
      const sheet = [...document.styleSheets].find((candidate) => candidate.href?.includes("/assets/site-"));
      return {
        styled: (sheet?.cssRules.length ?? 0) > 0,
        bodyFont: getComputedStyle(document.body).fontFamily,
        drawnInInter: document.fonts.check('16px "Inter Variable"'),
        // Against the page's width without a scrollbar: headless Firefox draws a classic one.
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(facts).toMatchObject({ styled: true, drawnInInter: true, overflow: 0 });
    expect(facts.bodyFont).toMatch(/^"Inter Variable"/);
    if (route === NOT_FOUND) {
      // The page's log is a chunk asked for after the first paint: waited for, not timed.
      await page.waitFor(() => document.documentElement.hasAttribute("data-fonts"));
      await expect.poll(() => page.messages.filter((message) => !STATUS_NOTE.test(message))).toEqual([`log: 404: no page at ${route}`]);
    } else {
      expect(page.messages).toEqual([]);
    }
    await page.close();
  });
});
