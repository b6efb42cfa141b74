import { describe, expect, it } from "vitest";
import { ENGINES, useBuild, useEngine, viewportsOf, type EnginePage } from "../helpers/engine-site.ts";

const expanded = (page: EnginePage) =>
  page.evaluate(() => [...document.querySelectorAll('[id^="faq-question-"]')].map((button) => button.getAttribute("aria-expanded")));
const visible = (page: EnginePage, selector: string) => page.evaluate((query) => document.querySelector<HTMLElement>(query)!.checkVisibility(), selector);

const site = useBuild();

describe.each(ENGINES)("in $name", (engine) => {
  const browser = useEngine(engine, site);

  describe.each(viewportsOf(engine))("FAQ accordion at $width px", (viewport) => {
    const openFaq = async () => {
      const page = await browser.open({ viewport });
      await page.goto("/");
      await page.scrollIntoView("#faq-question-1");
      await page.waitForSelector('[data-island="Accordion"][data-ready] #faq-question-1');
      return page;
    };

    it("starts with every answer closed and hidden", async () => {
      const page = await openFaq();
      expect(await expanded(page)).toEqual(["false", "false", "false", "false", "false", "false"]);
      expect(await visible(page, "#faq-answer-1")).toBe(false);
      expect(page.messages).toEqual([]);
      await page.close();
    });

    describe("when a question is clicked, then a second one", () => {
      it("opens the first's answer, then closes it as the second opens", async () => {
        const page = await openFaq();
        await page.click("#faq-question-1");
        expect(await expanded(page)).toEqual(["true", "false", "false", "false", "false", "false"]);
        expect(await visible(page, "#faq-answer-1")).toBe(true);
        await page.click("#faq-question-2");
        expect(await expanded(page)).toEqual(["false", "true", "false", "false", "false", "false"]);
        expect([await visible(page, "#faq-answer-1"), await visible(page, "#faq-answer-2")]).toEqual([false, true]);
        await page.close();
      });
    });

    describe("when driven from the keyboard", () => {
      it("toggles with Enter and Space", async () => {
        const page = await openFaq();
        await page.focus("#faq-question-3");
        await page.press("Enter");
        expect((await expanded(page))[2]).toBe("true");
        await page.press("Space");
        expect((await expanded(page))[2]).toBe("false");
        await page.close();
      });
    });
  });
});
