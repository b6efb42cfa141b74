import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

describe.each(VIEWPORTS)("FAQ accordion at $width px", (viewport) => {
  const openFaq = async () => {
    const test = await openPage(site, { viewport });
    await test.page.goto(site.url("/"));
    const faq = test.page.locator('[data-island="Accordion"]', { has: test.page.locator("#faq-question-1") });
    await faq.scrollIntoViewIfNeeded();
    await test.page.waitForSelector('[data-island="Accordion"][data-ready] #faq-question-1');
    return test;
  };
  const expanded = (page: import("playwright-core").Page) =>
    page.$$eval('[id^="faq-question-"]', (buttons) => buttons.map((button) => button.getAttribute("aria-expanded")));

  it("starts with every answer closed and hidden", async () => {
    const { page, context, messages } = await openFaq();
    expect(await expanded(page)).toEqual(["false", "false", "false", "false", "false", "false"]);
    expect(await page.locator("#faq-answer-1").isVisible()).toBe(false);
    expect(messages).toEqual([]);
    await context.close();
  });

  describe("when a question is clicked", () => {
    it("opens its answer", async () => {
      const { page, context } = await openFaq();
      await page.locator("#faq-question-1").click();
      expect(await expanded(page)).toEqual(["true", "false", "false", "false", "false", "false"]);
      expect(await page.locator("#faq-answer-1").isVisible()).toBe(true);
      await context.close();
    });
  });

  describe("when a second question opens", () => {
    it("closes the first", async () => {
      const { page, context } = await openFaq();
      await page.locator("#faq-question-1").click();
      await page.locator("#faq-question-2").click();
      expect(await expanded(page)).toEqual(["false", "true", "false", "false", "false", "false"]);
      expect(await page.locator("#faq-answer-1").isVisible()).toBe(false);
      expect(await page.locator("#faq-answer-2").isVisible()).toBe(true);
      await context.close();
    });
  });

  describe("when driven from the keyboard", () => {
    it("toggles with Enter and Space", async () => {
      const { page, context } = await openFaq();
      await page.locator("#faq-question-3").focus();
      await page.keyboard.press("Enter");
      expect((await expanded(page))[2]).toBe("true");
      await page.keyboard.press("Space");
      expect((await expanded(page))[2]).toBe("false");
      await context.close();
    });
  });

  describe("without JavaScript", () => {
    it("shows every answer", async () => {
      const { page, context } = await openPage(site, { viewport, javaScriptEnabled: false });
      await page.goto(site.url("/"));
      for (let index = 1; index <= 6; index++) expect(await page.locator(`#faq-answer-${index}`).isVisible()).toBe(true);
      await context.close();
    });
  });
});
