import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "../../src/client/newsletter/bot-traps.ts";
import { SEND_TIMEOUT_MS } from "../../src/client/newsletter/send.ts";
import messages from "../../content/site/newsletter.yaml";
import { openPage, VIEWPORTS, type BrowserSite, type TestPage } from "../helpers/browser-site.ts";
import { startProviderStandIn, type ProviderStandIn } from "../helpers/newsletter-provider.ts";
import { newsletter, openSignUpPage, signUp as signUpWith } from "../helpers/newsletter-page.ts";
import { openNewsletterSite } from "../helpers/newsletter-site.ts";
import { NEWSLETTER_THANKS } from "../helpers/spec-routes.ts";

// The footer's sign-up against a local stand-in for Brevo's form endpoint (docs/newsletter.md):
// its documented fields checked, each of its answers given, with JavaScript and without; answers
// the page cannot read are newsletter-unread.test.ts's. Time is Playwright's clock, so that the bot
// traps' and the timeout's delays pass without waiting. The stand-in's site asks for a
// confirmation (double opt-in), as Brevo's forms do.

const ADDRESS = "marie.dupont@entreprise.fr";
const PAGE = "/mentions-legales/";
let provider: ProviderStandIn;
let site: BrowserSite;
const opened: TestPage[] = [];

beforeAll(async () => {
  provider = await startProviderStandIn({
    kind: "brevo",
    fields: { EMAIL: (value) => value === ADDRESS, email_address_check: (value) => value === "", locale: (value) => value === "fr", html_type: (value) => value === "simple" },
    returnTo: () => site.url(NEWSLETTER_THANKS),
  });
  site = await openNewsletterSite({ provider: "brevo", endpoint: `${provider.origin}/serve/MUIFAtest-token_42==`, providerName: "Brevo (stand-in)", doubleOptIn: true });
});
afterAll(async () => {
  await site?.close();
  await provider?.close();
});
afterEach(async () => {
  provider.release();
  provider.answer = "ok";
  provider.received.length = 0;
  for (const { context } of opened.splice(0)) await context.close();
});

/** The page of PAGE, its sign-up script ready (openSignUpPage), closed after the test. */
async function openFooter(options: Parameters<typeof openSignUpPage>[2] = {}): Promise<Page> {
  const test = await openSignUpPage(site, PAGE, options);
  opened.push(test);
  return test.page;
}

const { field, button, status, events, state: stateIs } = newsletter;
const signUp = (page: Page, address = ADDRESS) => signUpWith(page, address);

describe("with JavaScript", () => {
  it("sends nothing until the form is sent, then Brevo's documented fields; says to confirm from the inbox, stays on the page and fires the measurement event once", async () => {
    const page = await openFooter();
    await field(page).fill(ADDRESS);
    await page.clock.fastForward(MIN_FILL_MS);
    expect(provider.received).toEqual([]);
    await button(page).click();
    await stateIs(page, "success");
    expect(await status(page)).toBe(messages.confirm);
    const [post] = provider.received;
    expect(post).toMatchObject({ path: "/serve/MUIFAtest-token_42==", type: "multipart/form-data" });
    expect(post!.query.get("isAjax")).toBe("1");
    expect(post!.fields).toEqual({ EMAIL: ADDRESS, email_address_check: "", locale: "fr", html_type: "simple" });
    // Brevo's answer names the form's redirection: the page does not follow it.
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(await events(page)).toEqual([{ name: "newsletter_signup" }]);
    expect(await field(page).inputValue()).toBe("");
  });

  it("says the address is being sent while the provider has not answered, and sends it once however often it is pressed", async () => {
    provider.answer = "hold";
    const page = await openFooter();
    await field(page).fill(ADDRESS);
    await page.clock.fastForward(MIN_FILL_MS);
    await button(page).dblclick();
    await stateIs(page, "sending");
    expect(await status(page)).toBe(messages.sending);
    await button(page).click();
    await page.keyboard.press("Enter");
    expect(await page.locator(".newsletter").getAttribute("aria-busy")).toBe("true");
    provider.release();
    await stateIs(page, "success");
    expect(provider.received).toHaveLength(1);
    expect(await events(page)).toHaveLength(1);
  });

  it("refuses what is not an address before sending anything, and keeps the focus in the field", async () => {
    const page = await openFooter();
    for (const address of ["pas-une-adresse", "marie@entreprise", ""]) {
      await signUp(page, address);
      await stateIs(page, "invalid");
      expect(await status(page)).toBe(messages.invalid);
      expect(await field(page).getAttribute("aria-invalid")).toBe("true");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("newsletter-email");
    }
    expect(provider.received).toEqual([]);
  });

  it("says so when Brevo refuses the address (400), and keeps it", async () => {
    provider.answer = "refused";
    const page = await openFooter();
    await signUp(page);
    await stateIs(page, "rejected");
    expect(await status(page)).toBe(messages.rejected);
    expect(await field(page).inputValue()).toBe(ADDRESS);
    expect(await events(page)).toEqual([]);
  });

  it("says the sending failed on a provider error (500), keeps the address, and succeeds when sent again", async () => {
    provider.answer = "error";
    const page = await openFooter();
    await signUp(page);
    await stateIs(page, "failed");
    expect(await status(page)).toBe(messages.failed);
    expect(await field(page).inputValue()).toBe(ADDRESS);
    provider.answer = "ok";
    await button(page).click();
    await stateIs(page, "success");
    expect(provider.received).toHaveLength(2);
    expect(await events(page)).toHaveLength(1);
  });

  it("stops waiting for a provider that never answers, says the address has probably arrived, and does not send it again", async () => {
    provider.answer = "hold";
    const page = await openFooter();
    await signUp(page);
    await stateIs(page, "sending");
    await page.clock.fastForward(SEND_TIMEOUT_MS);
    await stateIs(page, "unknown");
    expect(await status(page)).toBe(messages.unknownConfirm);
    expect(await field(page).inputValue()).toBe(ADDRESS);
    await button(page).click();
    await stateIs(page, "held");
    expect(provider.received).toHaveLength(1);
    expect(await events(page)).toEqual([]);
  });

  it("drops a sign-up whose hidden anti-bot field is filled, and tells the bot it succeeded", async () => {
    const page = await openFooter();
    await page.locator("input[name=email_address_check]").evaluate((input: HTMLInputElement) => (input.value = "bot@spam.example"));
    await signUp(page);
    await stateIs(page, "success");
    expect(provider.received).toEqual([]);
    expect(await events(page)).toEqual([]);
  });

  it("drops a sign-up sent sooner after the page opened than a person could, and tells the bot it succeeded", async () => {
    const page = await openFooter({ paused: true });
    await field(page).fill(ADDRESS);
    await button(page).click();
    await stateIs(page, "success");
    expect(provider.received).toEqual([]);
    expect(await events(page)).toEqual([]);
  });

  it("is used with the keyboard alone, on a phone: field, button, privacy link, never the anti-bot field", async () => {
    const page = await openFooter({ viewport: VIEWPORTS[0] });
    // The footer's last link before the form, "Gérer les cookies", once its script has set it up.
    const last = page.locator(".site-footer a[data-privacy-choices][aria-haspopup]");
    await last.waitFor({ state: "attached" });
    await last.focus();
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-privacy-choices"));
    const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("newsletter-email");
    await page.keyboard.type(ADDRESS);
    await page.clock.fastForward(MIN_FILL_MS);
    await page.keyboard.press("Enter");
    await stateIs(page, "success");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Envoyer");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/politique-de-confidentialite/#lettre-information");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("form"))).toBeNull();
    expect(provider.received).toHaveLength(1);
  });
});

describe("without JavaScript", () => {
  it("lets the browser refuse what is not an address, posts Brevo's fields to its form, and lands on the site's thank-you page", async () => {
    const test = await openPage(site, { javaScriptEnabled: false });
    opened.push(test);
    const { page } = test;
    await page.goto(site.url(PAGE));
    await field(page).fill("pas-une-adresse");
    await button(page).click();
    expect(await field(page).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await field(page).fill(ADDRESS);
    await Promise.all([page.waitForURL(site.url(NEWSLETTER_THANKS)), button(page).click()]);
    // Only the corrected address was sent.
    expect(provider.received).toHaveLength(1);
    const [post] = provider.received;
    expect(post).toMatchObject({ path: "/serve/MUIFAtest-token_42==", type: "application/x-www-form-urlencoded" });
    expect(post!.query.get("isAjax")).toBeNull();
    expect(post!.fields).toEqual({ EMAIL: ADDRESS, email_address_check: "", locale: "fr", html_type: "simple" });
    expect(await page.locator("h1").textContent()).toBe("Merci pour votre inscription");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });
});
