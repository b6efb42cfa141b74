import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { BOOKING_TRIGGER, CAMPAIGN_PAGE, measuredSite, measuring, openBookingWidget, receivedNames, sentinel as sentinelOf, waitForEvents as waitFor, type MeasuredSite } from "../helpers/measured-site.ts";
import { BOOKED, SCHEDULING_STAND_IN as PROVIDER, startMatomoStandIn } from "../helpers/measurement-stand-ins.ts";

// Whatever this configuration measures, or not, a copy of the project sends to a Plausible stand-in.
let measured: MeasuredSite;
let plausible: MeasuredSite["plausible"];
let site: BrowserSite;
let domain: string;
let origin: string;

beforeAll(async () => {
  measured = await measuredSite();
  ({ plausible, site, domain } = measured);
  origin = new URL(site.url("/")).origin;
});

const bodies = () => plausible.received.map((event) => JSON.parse(event.body) as Record<string, unknown>);
const names = () => receivedNames(measured);
const waitForEvents = (count: number) => waitFor(measured, count);
const sentinel = (page: Page) => sentinelOf(measured, page);

describe("A scripted visit", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    plausible.received.length = 0;
    ({ context, page } = await openPage(site, { thirdParty: PROVIDER }));
    await page.goto(site.url("/blog/?utm_source=lettre&gclid=Cj0KCQ#haut"));
    await waitForEvents(1);
    // A demo button that leaves the page: its event is sent as the page unloads.
    await page.locator("header [data-cta]").click();
    await page.waitForURL(/\/#prise-de-rdv$/);
    await waitForEvents(3);
    await openBookingWidget(page);
    await page.frameLocator("[data-widget-mount] iframe").locator("#book").click();
    await waitForEvents(5);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent("site:event", { detail: { name: "newsletter_signup", props: { form: "footer", count: 3 } } })));
    await waitForEvents(6);
    const popup = context.waitForEvent("page");
    await page.locator(".site-header__login").click();
    await (await popup).close();
    await waitForEvents(7);
    await page.goto(site.url("/une-page-introuvable/?q=1"));
    await waitForEvents(8);
    await sentinel(page);
  });
  afterAll(() => context.close());

  it("sends each event exactly once per action, in the documented fields", () => {
    const at = (path: string) => `${origin}${path}`;
    expect(bodies()).toEqual([
      { name: "pageview", url: at("/blog/"), domain },
      { name: "cta_click", url: at("/blog/"), domain, props: { cta: "header", page: "/blog/" } },
      { name: "pageview", url: at("/"), domain, referrer: at("/blog/") },
      { name: "booking_opened", url: at("/"), domain, referrer: at("/blog/"), props: { trigger: BOOKING_TRIGGER } },
      { name: "demo_booked", url: at("/"), domain, referrer: at("/blog/") },
      { name: "newsletter_signup", url: at("/"), domain, referrer: at("/blog/"), props: { form: "footer" } },
      { name: "outbound_click", url: at("/"), domain, referrer: at("/blog/"), props: { url: SITE.loginUrl, page: "/" } },
      { name: "pageview", url: at("/une-page-introuvable/"), domain, props: { notFound: "/une-page-introuvable/" } },
      { name: "sentinel" },
    ]);
  });

  it("sends JSON as text, with no cookie, no identifier, no query string and none of the invitee's URIs", () => {
    const sent = plausible.received.map((event) => event.body).join("\n");
    expect(sent).not.toMatch(/api\.calendly\.com|EVENT-7F3A|INVITEE-91C2|utm_|gclid|\?|#/);
    for (const { headers, body } of plausible.received.slice(0, -1)) {
      expect(headers.cookie).toBeUndefined();
      expect(headers["content-type"]).toMatch(/^text\/plain/);
      expect(Object.keys(JSON.parse(body)).every((key) => ["name", "url", "domain", "referrer", "props"].includes(key))).toBe(true);
    }
  });

  it("stores nothing that could tell visitors apart: no cookie, and no storage but the visitor's choices", async () => {
    expect((await context.cookies()).filter((cookie) => new URL(origin).hostname === cookie.domain)).toEqual([]);
    // The visitor's one choice of the visit: the booking widget's consent, where it is asked.
    expect(Object.keys(await page.evaluate(() => ({ ...localStorage })))).toEqual(SITE.schedulingLoad === "consent" ? ["privacy-choices"] : []);
  });
});

describe("A visit to a composed page that names its campaign", () => {
  it("sends the page's campaign with its page view and the demo button's click only", async () => {
    plausible.received.length = 0;
    const { page, context } = await openPage(site, { thirdParty: PROVIDER });
    const { address, campaign } = CAMPAIGN_PAGE;
    await page.goto(site.url(address));
    await measuring(page);
    await page.locator("main [data-cta]").first().click();
    await page.waitForURL(/\/#prise-de-rdv$/);
    await measuring(page);
    await sentinel(page);
    const at = (path: string) => `${origin}${path}`;
    expect(bodies()).toEqual([
      { name: "pageview", url: at(address), domain, props: { campaign } },
      { name: "cta_click", url: at(address), domain, props: { cta: "hero", page: address, campaign } },
      { name: "pageview", url: at("/"), domain, referrer: at(address) },
      { name: "sentinel" },
    ]);
    await context.close();
  });
});

describe("A demo booked, as another origin says it", () => {
  it("is not counted: from the page itself, or from a frame that is not the provider's", async () => {
    plausible.received.length = 0;
    // Past the policy, which would refuse the frame: what is tested is the script's own check.
    const { page, context } = await openPage(site, { thirdParty: PROVIDER, bypassCSP: true });
    await page.goto(site.url("/"));
    await measuring(page);
    await page.evaluate((booked) => window.postMessage(booked, "*"), BOOKED);
    await openBookingWidget(page);
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.src = "https://autre-site.example/";
      document.body.append(frame);
    });
    await page.frameLocator("iframe[src='https://autre-site.example/']").locator("title").waitFor({ state: "attached" });
    await sentinel(page);
    expect(names()).toEqual(["pageview", "booking_opened", "sentinel"]);
    await context.close();
  });
});

/** A page that asks not to be tracked, in one of the ways the browser or the visitor can. */
const REFUSALS: [string, (context: BrowserContext, page: Page) => Promise<void>][] = [
  [
    "Global Privacy Control",
    async (context) => {
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    },
  ],
  [
    "Do Not Track",
    async (context) => {
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }));
    },
  ],
  [
    "the visitor's objection, on the privacy policy",
    async (_, page) => {
      await page.goto(site.url("/politique-de-confidentialite/"));
      await measuring(page);
      await sentinel(page);
      const toggle = page.locator("#mesure-d-audience").getByRole("switch");
      await toggle.click();
      expect(await toggle.getAttribute("aria-checked")).toBe("false");
    },
  ],
];

describe.each(REFUSALS)("With %s", (_, refuse) => {
  it("sends nothing: page views, demo buttons, counted events", async () => {
    const { page, context } = await openPage(site, { thirdParty: PROVIDER });
    await refuse(context, page);
    plausible.received.length = 0;
    await page.goto(site.url("/blog/"));
    await measuring(page);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent("site:event", { detail: { name: "newsletter_signup" } })));
    await page.locator("header [data-cta]").click();
    await page.waitForURL(/\/#prise-de-rdv$/);
    await measuring(page);
    await sentinel(page);
    expect(names()).toEqual(["sentinel"]);
    await context.close();
  });
});

describe("With Matomo as the provider", () => {
  it("sends the Tracking HTTP API's parameters (developer.matomo.org/api-reference/tracking-api), and no visitor id", async () => {
    const matomo = await startMatomoStandIn();
    const { endpoint } = matomo;
    // The pages as a build with { provider: "matomo", endpoint, siteId: "3" } writes them: the
    // settings the measurement reads once the page has loaded, whatever provider the build had.
    // Past the policy, which names the build's endpoint (a Matomo build's is checked in
    // tests/generator/measurement-policy.test.ts).
    const { page, context } = await openPage(site, { thirdParty: PROVIDER, bypassCSP: true });
    await page.addInitScript((endpoint) => {
      document.addEventListener("DOMContentLoaded", () => {
        const holder = document.querySelector<HTMLElement>("[data-measure]")!;
        Object.assign(holder.dataset, { measure: "matomo", endpoint, site: "3" });
      });
    }, endpoint);
    await page.goto(site.url("/blog/?mtm_campaign=lettre"));
    await page.locator("[data-measure='matomo'][data-measure-ready]").waitFor({ state: "attached" });
    await page.locator("header [data-cta]").click();
    await page.waitForURL(/\/#prise-de-rdv$/);
    while (matomo.received.length < 3) await new Promise((resolve) => setTimeout(resolve, 50));
    const received = matomo.received.map((request) => new URLSearchParams(request.body));
    const fields = received.map((params) => Object.fromEntries(params));
    const common = { idsite: "3", rec: "1", apiv: "1", send_image: "0" };
    expect(fields).toEqual([
      { ...common, url: `${origin}/blog/`, action_name: expect.stringMatching(/^Blog/) },
      { ...common, url: `${origin}/blog/`, ca: "1", e_c: "cta_click", e_a: "cta=header; page=/blog/" },
      { ...common, url: `${origin}/`, urlref: `${origin}/blog/`, action_name: await page.title() },
    ]);
    for (const params of received) for (const id of ["_id", "cid", "uid", "rand"]) expect(params.has(id)).toBe(false);
    await context.close();
    matomo.server.close();
  });
});
