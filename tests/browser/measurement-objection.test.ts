import { beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { openPage } from "../helpers/browser-site.ts";
import { measuredSite, measuring, openBookingWidget, receivedNames, sentinel, type MeasuredSite } from "../helpers/measured-site.ts";
import { SCHEDULING_STAND_IN as PROVIDER } from "../helpers/measurement-stand-ins.ts";

// CNIL: a consent is asked again after 13 months at most. An objection to a measurement exempt
// from consent is no consent: it holds until the visitor withdraws it (docs/privacy.md). Where the
// booking widget asks for consent, the visitor gives it the same day, and that one lapses.
const bookingAsks = SITE.schedulingLoad === "consent";
let measured: MeasuredSite;
beforeAll(async () => {
  measured = await measuredSite();
});

describe("An objection to the measurement, 13 months and a day later", () => {
  it("still holds: nothing is sent and the switch still shows it, where a consent to the booking widget of the same day has lapsed", async () => {
    const { page, context } = await openPage(measured.site, { thirdParty: PROVIDER });
    await page.goto(measured.site.url("/"));
    await openBookingWidget(page);
    await page.goto(measured.site.url("/politique-de-confidentialite/"));
    await measuring(page);
    const toggle = page.locator("#mesure-d-audience").getByRole("switch");
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("privacy-choices") ?? "{}") as Record<string, { granted: boolean; on: string }>);
    const { measurement: objection, scheduling: consent } = await stored();
    expect([objection?.granted, consent?.granted]).toEqual([false, bookingAsks ? true : undefined]);

    const later = new Date(`${objection!.on}T12:00:00Z`);
    later.setUTCMonth(later.getUTCMonth() + 13);
    later.setUTCDate(later.getUTCDate() + 1);
    await context.clock.setFixedTime(later);
    measured.plausible.received.length = 0;
    await page.goto(measured.site.url("/"));
    await measuring(page);
    // The page reads the moved clock: a consent has lapsed, and the widget asks again.
    if (bookingAsks) await page.locator("[data-scheduling-widget][data-state='consent']").waitFor({ state: "attached" });
    await page.locator("header [data-cta]").click();
    await sentinel(measured, page);
    expect(receivedNames(measured)).toEqual(["sentinel"]);
    expect(await stored()).toEqual({ measurement: objection });
    await page.goto(measured.site.url("/politique-de-confidentialite/"));
    await measuring(page);
    expect(await page.locator("#mesure-d-audience").getByRole("switch").getAttribute("aria-checked")).toBe("false");
    await context.close();
  });
});
