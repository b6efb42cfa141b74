import { SITE } from "../../src/site.ts";
import type { EnginePage } from "./engine-site.ts";
import { twoFramesInPage } from "./in-page.ts";

// The booking section and the cookie dialog as the browser tests of the scheduling provider's
// consent see them (consent.test.ts, booking-without-prompt.test.ts).

const PROVIDER_HOSTS = [SITE.schedulingScriptUrl, SITE.schedulingUrl].map((url) => new URL(url).host);
export const toProvider = (page: EnginePage) => page.external.filter((url) => PROVIDER_HOSTS.includes(new URL(url).host));
export const LINK = "[data-privacy-choices][aria-haspopup='dialog']";
export const DIALOG = "dialog[open]";

export const widgetIs = (page: EnginePage, state: "consent" | "idle" | "ready") =>
  page.waitFor((wanted) => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === wanted, state, { what: `the widget ${state}` });

/**
 * The booking section brought into view, and two frames let by: an intersection observer has
 * reported by then, and a widget that meant to load has said so in its state and its markup.
 */
export async function sectionInView(page: EnginePage) {
  await page.scrollIntoView("#prise-de-rdv");
  await twoFrames(page);
}
export const twoFrames = (page: EnginePage) => page.evaluate(twoFramesInPage);

/** What the page holds of the provider: its script or frame in the DOM, first-party cookies, localStorage. */
export const traces = (page: EnginePage) =>
  page.evaluate((hosts) => {
    const provider = [...document.querySelectorAll<HTMLScriptElement | HTMLIFrameElement>("script[src], iframe[src]")].filter((element) => hosts.includes(new URL(element.src).host));
    return { elements: provider.length, cookies: document.cookie, localStorage: { ...localStorage } };
  }, PROVIDER_HOSTS);

/**
 * Opens the dialog where the page is: a real click on the footer's link would scroll to it, and
 * on the home page the booking section, just above, would come near enough to load the widget.
 */
export async function openDialogInPlace(page: EnginePage) {
  await page.waitForSelector(LINK, { state: "attached" });
  await page.evaluate((link) => document.querySelector<HTMLElement>(link)!.click(), LINK);
  await page.waitForSelector(DIALOG);
}
