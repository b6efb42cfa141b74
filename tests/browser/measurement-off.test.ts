import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { SCHEDULING_STAND_IN as PROVIDER } from "../helpers/measurement-stand-ins.ts";

// The site as this configuration builds it, where it measures nothing (the project ships so, and
// the "measurement-off" configuration of tests/fixtures/configs/ too); the sender at work is
// measurement.test.ts's, in a copy that measures.
describe.runIf(!SITE.measurement)("As configured, with no measurement (SITE.measurement is null)", () => {
  let configured: BrowserSite;
  beforeAll(async () => {
    configured = await openBrowserSite();
  });
  afterAll(() => configured?.close());

  it("loads no measurement code, sends nothing, and offers no objection, on any page", async () => {
    const { page, context, external } = await openPage(configured, { thirdParty: PROVIDER });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    for (const route of ["/blog/", "/politique-de-confidentialite/", "/une-page-introuvable/", "/"]) {
      await page.goto(configured.url(route));
      // The page's behaviours have started: the cookie link opens the dialog once its script ran.
      await page.locator("[data-privacy-choices][aria-haspopup='dialog']").waitFor({ state: "attached" });
      expect(await page.locator("[data-measure], [data-privacy-switch], [role=switch]").count(), route).toBe(0);
    }
    await page.locator("header [data-cta]").click();
    await page.locator("[data-privacy-choices]").click();
    await page.locator("dialog[open]").waitFor();
    expect(await page.locator("dialog[open] .privacy-choice").count()).toBe(1);
    expect(await page.locator("dialog[open]").textContent()).not.toMatch(/mesure d.audience/i);
    expect(requested.filter((pathname) => /\/measure-[^/]*\.js$/.test(pathname))).toEqual([]);
    expect(requested.some((pathname) => /\/privacy-choices-[^/]*\.js$/.test(pathname))).toBe(true);
    expect(external).toEqual([]);
    await context.close();
  });
});
