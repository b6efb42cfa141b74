import { afterAll, beforeAll, describe, expect, it } from "vitest";
import messages from "../../content/site/newsletter.yaml";
import { SITE } from "../../src/site.ts";
import { openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { startProviderStandIn, type ProviderStandIn } from "../helpers/newsletter-provider.ts";
import { newsletter, openSignUpPage, signUp } from "../helpers/newsletter-page.ts";
import { openNewsletterSite } from "../helpers/newsletter-site.ts";
import { NEWSLETTER_THANKS } from "../helpers/spec-routes.ts";

// The generic adapter, "POST these fields to this URL", against a local service that takes a
// list, a return address and an anti-bot field, and says when an address is already on its list.

const ADDRESS = "paul.martin@bureau-etudes.fr";
const THANKS = `${SITE.siteUrl}${NEWSLETTER_THANKS}`;
let provider: ProviderStandIn;
let site: BrowserSite;

beforeAll(async () => {
  provider = await startProviderStandIn({
    kind: "generic",
    fields: { email: (value) => value === ADDRESS, l: (value) => value === "liste-btp", redirect: (value) => value === THANKS, website: (value) => value === "" },
    // The return address is the public site's: here, the local server serves it.
    returnTo: ({ fields }) => site.url(new URL(fields.redirect!).pathname),
  });
  site = await openNewsletterSite({
    provider: "generic",
    endpoint: `${provider.origin}/subscribe`,
    providerName: "Service de test",
    doubleOptIn: false,
    emailField: "email",
    list: { field: "l", value: "liste-btp" },
    redirectField: "redirect",
    honeypotField: "website",
    alreadySubscribedStatus: 409,
  });
});
afterAll(async () => {
  await site?.close();
  await provider?.close();
});

describe("a generic provider", () => {
  it("with JavaScript: posts the configured fields, says an address is already on the list, then that one is subscribed", async () => {
    const { page, context } = await openSignUpPage(site, "/");
    provider.answer = "already";
    await signUp(page, ADDRESS);
    await newsletter.state(page, "already");
    expect(await newsletter.status(page)).toBe(messages.already);
    expect(provider.received[0]).toMatchObject({ path: "/subscribe", type: "application/x-www-form-urlencoded" });
    expect(provider.received[0]!.fields).toEqual({ email: ADDRESS, l: "liste-btp", redirect: THANKS, website: "" });
    // Its answer to a new address is a redirection to the return address: taken for a success, not followed.
    provider.answer = "ok";
    await newsletter.button(page).click();
    await newsletter.state(page, "success");
    expect(await newsletter.status(page)).toBe(messages.success);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await newsletter.events(page)).toEqual([{ name: "newsletter_signup" }]);
    provider.received.length = 0;
    await context.close();
  });

  it("without JavaScript: the service sends the visitor back to the thank-you page, which asks for no confirmation", async () => {
    const { page, context } = await openPage(site, { javaScriptEnabled: false });
    await page.goto(site.url("/"));
    await newsletter.field(page).fill(ADDRESS);
    await Promise.all([page.waitForURL(site.url(NEWSLETTER_THANKS)), newsletter.button(page).click()]);
    expect(provider.received.map(({ fields }) => fields)).toEqual([{ email: ADDRESS, l: "liste-btp", redirect: THANKS, website: "" }]);
    expect(await page.locator("h1").textContent()).toBe("Merci pour votre inscription");
    expect(await page.locator(".thanks__steps").count()).toBe(0);
    await context.close();
  });
});
