import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import BOOKING_WIDGET from "../../content/home/booking-widget.yaml";
import { SITE } from "../../src/site.ts";
import { ENGINES, useBuild, useEngine, viewportsOf, type EnginePage } from "../helpers/engine-site.ts";
import type { PageOptions } from "../helpers/engine/engine-page.ts";
import { copyProject } from "../helpers/project-copy.ts";
import OWNER from "../../content/site/company.yaml";

/** Scrolls so that the booking section's top is `gap` px below the bottom of the viewport, once the widget's script watches it, and lets a few frames go by. */
async function scrollSectionTo(page: EnginePage, gap: number) {
  await page.waitFor(() => document.querySelector("[data-scheduling-widget]")?.hasAttribute("data-state"), undefined, { what: "the widget's script" });
  await page.evaluate(async (gap) => {
    const top = document.getElementById("prise-de-rdv")!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight - gap, behavior: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }, gap);
}

const widgetIs = (page: EnginePage, state: "ready" | "failed") =>
  page.waitFor((wanted) => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === wanted, state, { what: `the widget ${state}` });
const visible = (page: EnginePage, selector: string) =>
  page.evaluate((query) => document.querySelector<HTMLElement>(query)!.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }), selector);
const scriptRequests = (page: EnginePage) => page.external.filter((url) => url === SITE.schedulingScriptUrl).length;

/** A visitor who consented on an earlier visit (SITE.schedulingLoad "consent", the default). */
async function openConsented(browser: { open(options?: PageOptions): Promise<EnginePage> }, options: PageOptions) {
  const page = await browser.open(options);
  // The page's own storage; the provider's frame has its own.
  await page.addInitScript(`if (window === window.top) localStorage.setItem("privacy-choices", JSON.stringify({ scheduling: { granted: true, on: new Date().toISOString().slice(0, 10) } }));`);
  return page;
}

describe("Scheduling widget, once the visitor has consented", () => {
  const site = useBuild();

  describe.each(ENGINES)("in $name", (engine) => {
    const browser = useEngine(engine, site);

    describe.each(viewportsOf(engine))("at $width px", (viewport) => {
      it("is not requested while the section is 150 px below the viewport, and is at 50 px", async () => {
        const page = await openConsented(browser, { viewport });
        await page.goto("/");
        await scrollSectionTo(page, 150);
        expect(scriptRequests(page)).toBe(0);
        await scrollSectionTo(page, 50);
        await widgetIs(page, "ready");
        expect(scriptRequests(page)).toBe(1);
      });

      it("is requested and set up once, however often the section comes back into view", async () => {
        const page = await openConsented(browser, { viewport });
        await page.goto("/");
        for (const gap of [0, 2000, -200, 3000, 0]) await scrollSectionTo(page, gap);
        await widgetIs(page, "ready");
        expect(scriptRequests(page)).toBe(1);
        expect(await page.evaluate(() => (window as unknown as { __widgetSetUps: number }).__widgetSetUps)).toBe(1);
        expect(await page.evaluate(() => document.querySelectorAll("[data-widget-mount] iframe").length)).toBe(1);
        expect(await visible(page, ".booking__fallback")).toBe(false);
        expect(page.messages).toEqual([]);
      });

      it("shows the fallback link (new tab) and the contact e-mail when the provider's script fails, not an empty box", async () => {
        const page = await openConsented(browser, { viewport, thirdParty: { [SITE.schedulingScriptUrl]: "fail" } });
        await page.goto("/");
        await scrollSectionTo(page, 0);
        await widgetIs(page, "failed");
        const link = `.booking__fallback a[href="${SITE.schedulingUrl}"]`;
        expect(await visible(page, link)).toBe(true);
        expect(await page.evaluate((query) => document.querySelector(query)!.getAttribute("target"), link)).toBe("_blank");
        expect(await visible(page, `.booking__fallback a[href="mailto:${OWNER.contactEmail}"]`)).toBe(true);
        expect(await visible(page, ".booking__status[role=status]")).toBe(true);
        expect(await page.evaluate(() => document.querySelector(".booking__status[role=status]")!.textContent)).toBe(BOOKING_WIDGET.failed);
      });

      it("falls back at once when the script loads without the provider's API", async () => {
        const thirdParty = { [SITE.schedulingScriptUrl]: { contentType: "text/javascript", body: "/* blocked */" } };
        const page = await openConsented(browser, { viewport, thirdParty });
        await page.goto("/");
        await scrollSectionTo(page, 0);
        await widgetIs(page, "failed");
        expect(await visible(page, `.booking__fallback a[href="${SITE.schedulingUrl}"]`)).toBe(true);
      });
    });
  });
});

describe('Scheduling widget in "visible" mode, for an operator whose contract makes its cookies strictly necessary', () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  beforeAll(async () => {
    project = await copyProject();
    const config = path.join(project.root, "src", "site.ts");
    writeFileSync(config, readFileSync(config, "utf8").replace('schedulingLoad: "consent" as', 'schedulingLoad: "visible" as'));
  });
  afterAll(() => project?.remove());
  const site = useBuild([], () => project.root);

  describe.each(ENGINES)("in $name", (engine) => {
    const browser = useEngine(engine, site);

    it.each(viewportsOf(engine))("loads as the section nears, with no prompt and no choice stored, at $width px", async (viewport) => {
      const page = await browser.open({ viewport });
      await page.goto("/");
      await scrollSectionTo(page, 150);
      expect(scriptRequests(page)).toBe(0);
      expect(await page.evaluate(() => document.querySelectorAll(".booking__start").length)).toBe(0);
      await scrollSectionTo(page, 50);
      await widgetIs(page, "ready");
      expect(scriptRequests(page)).toBe(1);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    });
  });
});
