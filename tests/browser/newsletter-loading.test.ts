import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "../../src/client/newsletter/bot-traps.ts";
import { SITE } from "../../src/site.ts";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { gate, notFound, routeChunks } from "../helpers/island-chunks.ts";
import { newsletter } from "../helpers/newsletter-page.ts";

// The sign-up's code is asked for when the visitor first comes to the form, not on every page
// view (src/client/behaviours/first-use.ts); a form sent before it has arrived waits for it. The
// site as built; its provider's address answers nothing (browser-site.ts refuses third parties).

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

const PAGE = "/cgu-cgv/";
const isSignUpChunk = (path: string) => /\/chunks\/newsletter-\w+\.js$/.test(path);

/** A page without third parties of its own, its behaviours started; the chunks' requests answered by `answer`. */
async function openHome(answer: Parameters<typeof routeChunks>[2]) {
  const test = await openPage(site);
  await test.page.clock.install();
  const chunks = await routeChunks(site, test.page, answer);
  await test.page.goto(site.url(PAGE));
  await test.page.waitForSelector('[data-menu="ready"]', { state: "attached" });
  return { ...test, chunks };
}

const sendEarly = async (page: Page) => {
  await newsletter.field(page).fill("marie.dupont@entreprise.fr");
  await page.clock.fastForward(MIN_FILL_MS);
  await page.keyboard.press("Enter");
};

describe("the newsletter sign-up's code", () => {
  it("is asked for only once the visitor comes to the form", async () => {
    const { page, context, chunks } = await openHome((route) => route.continue());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(chunks.filter(({ path }) => isSignUpChunk(path))).toEqual([]);
    await newsletter.field(page).hover();
    await page.waitForSelector("form[data-newsletter][data-state]", { state: "attached" });
    expect(chunks.filter(({ path }) => isSignUpChunk(path))).toHaveLength(1);
    await context.close();
  });

  it("takes a form sent before it has arrived, once it has: the page does not leave", async () => {
    const arrived = gate();
    const { page, context, external } = await openHome(async (route, { path }) => {
      if (isSignUpChunk(path)) await arrived.opened;
      await route.continue();
    });
    await sendEarly(page);
    expect(await page.$("form[data-newsletter][data-state]")).toBeNull();
    arrived.open();
    // The provider here answers nothing: the script says so, on the same page.
    await newsletter.state(page, "failed");
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(external).toEqual([`${SITE.newsletter.endpoint}?isAjax=1`]);
    await context.close();
  });

  it("lets a form sent when it cannot be loaded go as a plain POST to the provider", async () => {
    const { page, context, external } = await openHome((route, { path }) => (isSignUpChunk(path) ? notFound(route) : route.continue()));
    const posted = page.waitForEvent("requestfailed", (request) => request.url() === SITE.newsletter.endpoint);
    await sendEarly(page);
    expect((await posted).method()).toBe("POST");
    expect(external).toEqual([SITE.newsletter.endpoint]);
    await context.close();
  });
});
