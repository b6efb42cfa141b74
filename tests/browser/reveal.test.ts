import { describe, expect, it } from "vitest";
import { ENGINES, useBuild, useEngine, viewportsOf, type EnginePage } from "../helpers/engine-site.ts";

// Spec §4: sections animate into view once, when they first become visible, and
// content never depends on having been seen, so a section scrolled past, or jumped over by an
// anchor or the End key, is revealed too.

const PILLAR = ".pillar[data-reveal]";
const opacityOf = (page: EnginePage, selector: string) => page.evaluate((query) => Number(getComputedStyle(document.querySelector(query)!).opacity), selector);

/** Every section above the viewport's bottom that is not revealed, once two frames have gone by. */
const unrevealedAbove = (page: EnginePage) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              [...document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])")]
                .filter((section) => section.getBoundingClientRect().top < innerHeight)
                .map((section) => section.className),
            ),
          ),
        ),
      ),
  );

const site = useBuild();

describe.each(ENGINES)("in $name", (engine) => {
  const browser = useEngine(engine, site);

  describe.each(viewportsOf(engine))("sections revealed on scroll at $width px", (viewport) => {
    const openHome = async () => {
      const page = await browser.open({ viewport });
      await page.goto("/");
      // The reveal is a chunk asked for once the page has painted (src/client/main.ts): wait for it.
      await page.waitFor(() => document.documentElement.hasAttribute("data-reveal-ready"));
      return page;
    };

    it("are hidden below the fold once the script runs, and appear once when first visible", async () => {
      const page = await openHome();
      expect(await page.evaluate((query) => document.querySelector(query)!.getAttribute("data-revealed"), PILLAR)).toBeNull();
      expect(await opacityOf(page, PILLAR)).toBe(0);
      await page.scrollIntoView(PILLAR);
      // The fade ends when it ends: wait for the state, not a clock.
      await page.waitFor((query) => getComputedStyle(document.querySelector(query)!).opacity === "1", PILLAR);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await opacityOf(page, PILLAR)).toBe(1);
      await page.close();
    });

    describe("when the End key jumps to the foot of the page", () => {
      it("reveals every section it jumped over", async () => {
        const page = await openHome();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        // The page settled first: web fonts switched in after the End key's scroll has set out can
        // lengthen the page by a few pixels, and the scroll then stops short of the new foot.
        await page.waitFor(() => document.readyState === "complete" && document.fonts.status === "loaded");
        // Content the page's scripts make after its first paint (the demo videos, the booking prompt)
        // can still lengthen it under a slow machine's scroll: End again, as a visitor would.
        for (let press = 1; ; press++) {
          await page.press("End");
          try {
            await page.waitFor(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2, undefined, { what: "the foot of the page", timeout: 10_000 });
            break;
          } catch (error) {
            if (press === 3) throw error;
          }
        }
        expect(await unrevealedAbove(page)).toEqual([]);
        await page.waitFor(() => [...document.querySelectorAll("[data-reveal]")].every((section) => getComputedStyle(section).opacity === "1"));
        await page.close();
      });
    });

    describe("when an anchor jumps past sections, or a fast scroll passes them between two frames", () => {
      it("reveals every section above the viewport's bottom", async () => {
        const page = await openHome();
        await page.evaluate(() => document.querySelector("footer")!.scrollIntoView({ behavior: "instant" }));
        expect(await unrevealedAbove(page)).toEqual([]);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await page.close();
      });
    });

    it("are never hidden when the script fails to load", async () => {
      const page = await browser.open({ viewport });
      page.route((request) => request.path.startsWith("/assets/main-"), () => "abort");
      await page.goto("/");
      // The page's inline start marked it as scripted, and takes the mark back when the loader fails (LoaderStart.tsx).
      await page.waitFor(() => !document.documentElement.hasAttribute("data-js"), undefined, { what: "the page to be unmarked as scripted" });
      for (const selector of [PILLAR, ".comparison", ".results"]) expect(await opacityOf(page, selector)).toBe(1);
      expect(await page.evaluate(() => document.querySelector<HTMLElement>("#faq-answer-1")!.checkVisibility())).toBe(true);
      await page.close();
    });
  });
});
