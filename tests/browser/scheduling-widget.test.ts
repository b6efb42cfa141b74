import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { ENGINES, useBuild, useEngine, viewportsOf, type EnginePage } from "../helpers/engine-site.ts";
import { copyProject } from "../helpers/project-copy.ts";

/** Scrolls so that the booking section's top is `gap` px below the bottom of the viewport, and lets a few frames go by. */
const scrollSectionTo = (page: EnginePage, gap: number) =>
  page.evaluate(async (gap) => {
    const top = document.getElementById("prise-de-rdv")!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight - gap, behavior: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }, gap);

const widgetIs = (page: EnginePage, state: "ready" | "failed") =>
  page.waitFor((wanted) => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === wanted, state, { what: `the widget ${state}` });
const visible = (page: EnginePage, selector: string) =>
  page.evaluate((query) => document.querySelector<HTMLElement>(query)!.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }), selector);
const scriptRequests = (page: EnginePage) => page.external.filter((url) => url === SITE.schedulingScriptUrl).length;

describe("Scheduling widget", () => {
  const site = useBuild();

  describe.each(ENGINES)("in $name", (engine) => {
    const browser = useEngine(engine, site);

    describe.each(viewportsOf(engine))("at $width px", (viewport) => {
      it("is not requested while the section is 150 px below the viewport, and is at 50 px", async () => {
        const page = await browser.open({ viewport });
        await page.goto("/");
        await scrollSectionTo(page, 150);
        expect(scriptRequests(page)).toBe(0);
        await scrollSectionTo(page, 50);
        await widgetIs(page, "ready");
        expect(scriptRequests(page)).toBe(1);
        await page.close();
      });

      it("is requested and set up once, however often the section comes back into view", async () => {
        const page = await browser.open({ viewport });
        await page.goto("/");
        for (const gap of [0, 2000, -200, 3000, 0]) await scrollSectionTo(page, gap);
        await widgetIs(page, "ready");
        expect(scriptRequests(page)).toBe(1);
        expect(await page.evaluate(() => (window as unknown as { __widgetSetUps: number }).__widgetSetUps)).toBe(1);
        expect(await page.evaluate(() => document.querySelectorAll("[data-widget-mount] iframe").length)).toBe(1);
        expect(await visible(page, ".booking__fallback")).toBe(false);
        expect(page.messages).toEqual([]);
        await page.close();
      });

      describe("when the provider's script fails", () => {
        it("shows the fallback link (new tab) and the contact e-mail, not an empty box", async () => {
          const page = await browser.open({ viewport, thirdParty: { [SITE.schedulingScriptUrl]: "fail" } });
          await page.goto("/");
          await scrollSectionTo(page, 0);
          await widgetIs(page, "failed");
          const link = `.booking__fallback a[href="${SITE.schedulingUrl}"]`;
          expect(await visible(page, link)).toBe(true);
          expect(await page.evaluate((query) => document.querySelector(query)!.getAttribute("target"), link)).toBe("_blank");
          expect(await visible(page, `.booking__fallback a[href="mailto:${SITE.contactEmail}"]`)).toBe(true);
          expect([await visible(page, ".booking__status--failed"), await visible(page, ".booking__status--loading")]).toEqual([true, false]);
          await page.close();
        });
      });

      describe("when the script loads without the provider's API", () => {
        it("falls back at once", async () => {
          const thirdParty = { [SITE.schedulingScriptUrl]: { contentType: "text/javascript", body: "/* blocked */" } };
          const page = await browser.open({ viewport, thirdParty });
          await page.goto("/");
          await scrollSectionTo(page, 0);
          await widgetIs(page, "failed");
          expect(await visible(page, `.booking__fallback a[href="${SITE.schedulingUrl}"]`)).toBe(true);
          await page.close();
        });
      });
    });
  });
});

describe("Scheduling widget in click-to-load mode", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  beforeAll(async () => {
    project = await copyProject();
    const config = path.join(project.root, "src", "site.ts");
    writeFileSync(config, readFileSync(config, "utf8").replace('schedulingLoad: "visible" as', 'schedulingLoad: "click" as'));
  });
  afterAll(() => project?.remove());
  const site = useBuild([], () => project.root);

  describe.each(ENGINES)("in $name", (engine) => {
    const browser = useEngine(engine, site);

    it.each(viewportsOf(engine))("requests nothing from the provider until the visitor asks, at $width px", async (viewport) => {
      const page = await browser.open({ viewport });
      await page.goto("/#prise-de-rdv");
      await scrollSectionTo(page, -300);
      expect(page.external).toEqual([]);
      await page.click("[data-widget-start]");
      await widgetIs(page, "ready");
      expect(scriptRequests(page)).toBe(1);
      await page.close();
    });
  });
});
