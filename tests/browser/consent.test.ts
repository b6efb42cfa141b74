import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY } from "../../src/content/privacy.ts";
import { SITE } from "../../src/site.ts";
import { openBrowserSite, openPage, type BrowserSite, type PageOptions } from "../helpers/browser-site.ts";
import { SPEC_ROUTES_AND_404 } from "../helpers/spec-routes.ts";

// The default build: SITE.schedulingLoad "consent". The provider's stand-in sets a cookie from its
// script and from its frame, as a provider may: "no cookie before consent" could fail.
const PROVIDER: NonNullable<PageOptions["thirdParty"]> = {
  [SITE.schedulingScriptUrl]: {
    contentType: "text/javascript",
    body: `document.cookie = "provider_script=1; path=/";
window.Calendly = { initInlineWidget({ url, parentElement }) {
  const frame = document.createElement("iframe");
  frame.title = "Prise de rendez-vous";
  frame.src = url;
  parentElement.append(frame);
} };`,
  },
  [new URL(SITE.schedulingUrl).origin]: {
    contentType: "text/html",
    body: `<!doctype html><html lang=fr><title>Réservation</title><p>Créneaux</p><script>document.cookie = "provider_frame=1; SameSite=None; Secure"</script></html>`,
  },
};

const toProvider = (external: string[]) => external.filter((url) => [SITE.schedulingScriptUrl, SITE.schedulingUrl].some((known) => new URL(url).host === new URL(known).host));
// The audience measurement needs no consent (tests/browser/measurement.test.ts): its endpoint is
// the one third party a page may reach before any choice.
const notMeasurement = (external: string[]) => external.filter((url) => url !== SITE.measurement?.endpoint);
const widgetState = (page: Page) => page.locator("[data-scheduling-widget]").getAttribute("data-state");
const waitForState = (page: Page, state: string) =>
  page.waitForFunction((state) => document.querySelector("[data-scheduling-widget]")?.getAttribute("data-state") === state, state);
/** Two frames: an intersection observer reports within the frame after a scroll. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
/** The footer's link once the page's script has made it the dialog's opener. */
const privacyLink = (page: Page) => page.locator("[data-privacy-choices][aria-haspopup='dialog']");
/**
 * Opens the dialog where the page is: a real click on the footer's link would scroll to it, and
 * on the home page the booking section, just above, would come near enough to load the widget.
 */
const openDialogInPlace = async (page: Page) => {
  await privacyLink(page).evaluate((link) => (link as HTMLElement).click());
  await page.getByRole("dialog").waitFor();
};

let site: BrowserSite;
beforeAll(async () => {
  site = await openBrowserSite();
});
afterAll(() => site.close());

describe("Before the visitor consents", () => {
  it.each(SPEC_ROUTES_AND_404)("%s asks nothing of the scheduling provider and sets no cookie, even with the booking section in view", async (route) => {
    const { page, context, external } = await openPage(site, { thirdParty: PROVIDER });
    await page.goto(site.url(route));
    await privacyLink(page).waitFor({ state: "attached" });
    if (route === "/") {
      await waitForState(page, "consent");
      await page.locator("#prise-de-rdv").scrollIntoViewIfNeeded();
    } else {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    }
    await twoFrames(page);
    expect(notMeasurement(external)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({});
    if (route === "/") expect(await widgetState(page)).toBe("consent");
    await context.close();
  });
});

describe("The booking section's prompt", () => {
  it("names the provider, keeps the link to its own page, and its one button loads the widget, remembered", async () => {
    const { page, context, external } = await openPage(site, { thirdParty: PROVIDER });
    await page.goto(site.url("/#prise-de-rdv"));
    await waitForState(page, "consent");
    const prompt = page.locator(".booking__start");
    expect(await prompt.textContent()).toContain(SITE.providers.scheduling);
    expect(await page.locator(`.booking__fallback a[href="${SITE.schedulingUrl}"]`).isVisible()).toBe(true);
    await prompt.getByRole("button").click();
    await waitForState(page, "ready");
    expect(toProvider(external).filter((url) => url === SITE.schedulingScriptUrl)).toHaveLength(1);
    // The stand-in's cookie: what the consent allowed.
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain("provider_script");
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("privacy-choices"))) ?? "{}");
    expect(stored).toEqual({ scheduling: { granted: true, on: new Date().toISOString().slice(0, 10) } });

    // Later visits: the spec's behaviour, loaded as the section nears, without a click.
    await page.goto(site.url("/"));
    await waitForState(page, "idle");
    expect(await prompt.isVisible()).toBe(false);
    await page.locator("#prise-de-rdv").scrollIntoViewIfNeeded();
    await waitForState(page, "ready");
    await context.close();
  });
});

describe("Consent withdrawn in the dialog", () => {
  it("stops a widget not yet loaded at once, and on the next page the prompt is back", async () => {
    const { page, context, external } = await openPage(site, { thirdParty: PROVIDER });
    await page.addInitScript(() => {
      // The page's own storage; the provider's frame has its own, which its origin may refuse.
      if (window === window.top && !localStorage.getItem("privacy-choices")) {
        localStorage.setItem("privacy-choices", JSON.stringify({ scheduling: { granted: true, on: new Date().toISOString().slice(0, 10) } }));
      }
    });
    await page.goto(site.url("/"));
    await waitForState(page, "idle");
    await openDialogInPlace(page);
    const scheduling = page.getByRole("dialog").getByRole("switch", { name: PRIVACY.services.scheduling.name });
    expect(await scheduling.getAttribute("aria-checked")).toBe("true");
    await scheduling.click();
    expect(await scheduling.getAttribute("aria-checked")).toBe("false");
    await page.keyboard.press("Escape");
    await page.locator("#prise-de-rdv").scrollIntoViewIfNeeded();
    await twoFrames(page);
    expect(await widgetState(page)).toBe("consent");

    await page.reload();
    await waitForState(page, "consent");
    await page.locator("#prise-de-rdv").scrollIntoViewIfNeeded();
    await twoFrames(page);
    expect(toProvider(external)).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("privacy-choices"))) ?? "{}").scheduling.granted).toBe(false);
    await context.close();
  });
});

describe("The cookie dialog", () => {
  it("opens from the footer by keyboard, lists each service with its state, keeps the focus inside, and Escape closes it", async () => {
    const { page, context } = await openPage(site, { thirdParty: PROVIDER });
    await page.goto(site.url("/blog/"));
    await privacyLink(page).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: PRIVACY.dialog.title });
    await dialog.waitFor();
    const rows = await dialog.locator(".privacy-choice").evaluateAll((found) =>
      found.map((row) => ({ name: row.querySelector(".privacy-choice__name")?.textContent, state: row.querySelector(".privacy-choice__state")?.textContent })),
    );
    expect(rows).toEqual([
      { name: expect.stringContaining(SITE.providers.scheduling), state: PRIVACY.services.scheduling.off },
      { name: expect.stringContaining(SITE.providers.measurement), state: PRIVACY.services.measurement.on },
    ]);
    const focusInside = () => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
    expect(await focusInside()).toBe(true);
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-privacy-choices"))).toBe(true);
    await context.close();
  });

  it("grants in one click too: the widget then loads as the section nears", async () => {
    const { page, context } = await openPage(site, { thirdParty: PROVIDER });
    await page.goto(site.url("/"));
    await waitForState(page, "consent");
    await openDialogInPlace(page);
    await page.getByRole("dialog").getByRole("switch").first().click();
    await page.getByRole("dialog").getByRole("button", { name: PRIVACY.dialog.close }).click();
    expect(await widgetState(page)).toBe("idle");
    await page.locator("#prise-de-rdv").scrollIntoViewIfNeeded();
    await waitForState(page, "ready");
    await context.close();
  });
});
