import { afterAll, beforeAll, expect, it } from "vitest";
import BOOKING_WIDGET from "../../content/home/booking-widget.yaml";
import { WIDGET_TIMEOUT_MS } from "../../src/client/lazy/scheduling-widget.ts";
import { SITE } from "../../src/site.ts";
import { openBrowserSite, openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { startBookingWidget } from "../helpers/measured-site.ts";
import { SCHEDULING_STAND_IN } from "../helpers/measurement-stand-ins.ts";

// A provider's frame slower than the widget's timeout: the visitor is told it failed and given the
// fallback link, and when the frame loads after all, it is shown (the loaded machine of a CI run
// made one such late frame, which stayed hidden behind "failed").

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

const stateOf = (page: import("playwright-core").Page, state: string) =>
  page.locator(`[data-scheduling-widget][data-state='${state}']`).waitFor({ state: "attached" });

it("tells the visitor it failed past its timeout, and shows the provider's frame that loads after", async () => {
  const { page, context } = await openPage(site, { thirdParty: SCHEDULING_STAND_IN });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Added after openPage's own route, so asked first: the frame's page waits for `release`.
  await context.route(`${new URL(SITE.schedulingUrl).origin}/**`, async (route) => {
    await held;
    await route.fallback();
  });
  await page.clock.install();
  await page.goto(site.url("/"));
  await startBookingWidget(page);
  await stateOf(page, "loading");
  await page.clock.runFor(WIDGET_TIMEOUT_MS + 1_000);
  await stateOf(page, "failed");
  expect(await page.locator(".booking__status[role=status]").textContent()).toBe(BOOKING_WIDGET.failed);
  expect(await page.locator(`.booking__fallback a[href="${SITE.schedulingUrl}"]`).isVisible()).toBe(true);
  release();
  await stateOf(page, "ready");
  expect(await page.locator(".booking__status[role=status]").textContent()).toBe("");
  await expect(page.frameLocator("[data-widget-mount] iframe").locator("#book").isEnabled()).resolves.toBe(true);
  await context.close();
});
