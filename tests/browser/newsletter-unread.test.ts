import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import messages from "../../content/site/newsletter.yaml";
import type { BrowserSite, TestPage } from "../helpers/browser-site.ts";
import { startProviderStandIn, type ProviderStandIn } from "../helpers/newsletter-provider.ts";
import { newsletter, openSignUpPage, signUp as signUpWith } from "../helpers/newsletter-page.ts";
import { openNewsletterSite } from "../helpers/newsletter-site.ts";
import { NEWSLETTER_THANKS } from "../helpers/spec-routes.ts";

// The footer's sign-up against a local stand-in for Brevo's form endpoint, as newsletter.test.ts,
// when the page cannot read the provider's answer (src/client/newsletter/send.ts). The stand-in's
// site asks for a confirmation (double opt-in), as Brevo's forms do.

const ADDRESS = "marie.dupont@entreprise.fr";
const PAGE = "/mentions-legales/";
let provider: ProviderStandIn;
let site: BrowserSite;
const opened: TestPage[] = [];

beforeAll(async () => {
  provider = await startProviderStandIn({
    kind: "brevo",
    fields: { EMAIL: (value) => /^[\w.-]+@entreprise\.fr$/.test(value), email_address_check: (value) => value === "" },
    returnTo: () => site.url(NEWSLETTER_THANKS),
  });
  site = await openNewsletterSite({ provider: "brevo", endpoint: `${provider.origin}/serve/MUIFAunread-test`, providerName: "Brevo (stand-in)", doubleOptIn: true });
});
afterAll(async () => {
  await site?.close();
  await provider?.close();
});
afterEach(async () => {
  provider.answer = "ok";
  provider.cors = true;
  provider.received.length = 0;
  provider.asked.length = 0;
  for (const { context } of opened.splice(0)) await context.close();
});

/** The page of PAGE, its sign-up script ready (openSignUpPage), closed after the test. */
async function openFooter(): Promise<Page> {
  const test = await openSignUpPage(site, PAGE);
  opened.push(test);
  return test.page;
}

const { field, button, status, events, state: stateIs } = newsletter;
const signUp = (page: Page, address = ADDRESS) => signUpWith(page, address);

// Brevo answers without CORS headers a site whose domain it has not been told of
// (docs/newsletter.md): the browser sends the POST, Brevo takes the address, and the page may not
// read the answer. Saying it failed would have the visitor send it again, and get two e-mails.
describe("when the provider's answer cannot be read", () => {
  it("says the address has probably arrived and to look for the confirmation e-mail, having sent it once", async () => {
    provider.cors = false;
    const page = await openFooter();
    await signUp(page);
    await stateIs(page, "unknown");
    expect(await status(page)).toBe(messages.unknownConfirm);
    expect(await page.locator("#newsletter-status").getAttribute("class")).not.toContain("problem");
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]!.fields.EMAIL).toBe(ADDRESS);
    // What told it apart from a provider out of reach: a HEAD of the provider's root, no sign-up.
    expect(provider.asked).toEqual(["HEAD /"]);
    expect(await field(page).inputValue()).toBe(ADDRESS);
    // Not counted: nothing says it was taken.
    expect(await events(page)).toEqual([]);
  });

  it("sends nothing more when the same address is sent again, by the button or by Enter, and says why", async () => {
    provider.cors = false;
    const page = await openFooter();
    await signUp(page);
    await stateIs(page, "unknown");
    // Each press is seen to be taken: the state moves between them.
    await field(page).fill(` ${ADDRESS.toUpperCase()} `);
    await field(page).press("Enter");
    await stateIs(page, "held");
    expect(await status(page)).toBe(messages.held);
    await signUp(page, "pas-une-adresse");
    await stateIs(page, "invalid");
    await signUp(page, ADDRESS);
    await stateIs(page, "held");
    expect(provider.received).toHaveLength(1);
  });

  it("sends another address, and reads the provider's answers again once it allows the site", async () => {
    provider.cors = false;
    const page = await openFooter();
    await signUp(page);
    await stateIs(page, "unknown");
    provider.cors = true;
    provider.answer = "refused";
    await signUp(page, "autre.adresse@entreprise.fr");
    await stateIs(page, "rejected");
    expect(provider.received.map(({ fields }) => fields.EMAIL)).toEqual([ADDRESS, "autre.adresse@entreprise.fr"]);
  });

  it("says the sending failed, and may be sent again, when the provider cannot be reached at all: nothing went", async () => {
    const page = await openFooter();
    const unreachable = `${provider.origin}/**`;
    await page.route(unreachable, (route) => route.abort("connectionrefused"));
    await signUp(page);
    await stateIs(page, "failed");
    expect(await status(page)).toBe(messages.failed);
    expect(provider.received).toEqual([]);
    await page.unroute(unreachable);
    await button(page).click();
    await stateIs(page, "success");
    expect(provider.received).toHaveLength(1);
  });
});
