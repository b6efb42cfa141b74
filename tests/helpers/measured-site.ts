import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { setSiteValue } from "../../scripts/lib/site-values.ts";
import { SITE } from "../../src/site.ts";
import { openBrowserSite, type BrowserSite } from "./browser-site.ts";
import { startPlausibleStandIn } from "./measurement-stand-ins.ts";
import { copyProject } from "./project-copy.ts";

type PlausibleStandIn = Awaited<ReturnType<typeof startPlausibleStandIn>>;

/** A composed page of the measured copy that names its campaign, as docs/content.md's example does. */
export const CAMPAIGN_PAGE = { address: "/salons/batimat-2026/", campaign: "batimat-2026" };

export interface MeasuredSite {
  site: BrowserSite;
  plausible: PlausibleStandIn;
  /** The site as Plausible knows it, from this configuration's address. */
  domain: string;
}

let made: Promise<MeasuredSite> | undefined;

/**
 * A copy of the project whose audience measurement posts to a Plausible stand-in on this machine,
 * whatever this configuration measures, so that the sender is seen at work with every
 * configuration, the shipped one (measurement off) included, with a composed page that names its
 * campaign (CAMPAIGN_PAGE). Built and served once in this test
 * process for the browser files that use it (they share their process: vitest.config.ts), as the
 * project's own build is; the copy and the build are in the run's folder, removed at its end.
 * A file never closes it: it closes the browser contexts it opens.
 */
export function measuredSite(): Promise<MeasuredSite> {
  if (!made) {
    made = make();
    made.catch(() => (made = undefined));
  }
  return made;
}

async function make(): Promise<MeasuredSite> {
  const plausible = await startPlausibleStandIn();
  plausible.server.unref();
  const project = await copyProject();
  const domain = new URL(SITE.siteUrl).hostname.replace(/^www\./, "");
  const measurement = { provider: "plausible", endpoint: plausible.endpoint, domain, providerName: "Mesure d'essai", hosting: "Cette machine", keeps: "Rien n'en est gardé.", retentionMonths: 25 };
  const config = path.join(project.root, "src", "site.ts");
  writeFileSync(config, setSiteValue(readFileSync(config, "utf8"), "measurement", `${JSON.stringify(measurement)} as Measurement | null`));
  const { address, campaign } = CAMPAIGN_PAGE;
  writeFileSync(
    path.join(project.root, "content", "pages", "salon.md"),
    `---\ntitle: "Salon Batimat 2026"\nlabel: "Batimat 2026"\naddress: ${address}\ncampaign: ${campaign}\n` +
      `description: "Retrouvez-nous au salon Batimat 2026 : une démonstration de quinze minutes, avec l'équipe."\nsections:\n` +
      `  - type: hero\n    eyebrow: "Salon"\n    title: "Venez nous voir"\n    lead: "Stand H4."\n    cta: { label: "Réserver un créneau", path: "/#prise-de-rdv" }\n---\n`,
  );
  return { site: await openBrowserSite([], project.root), plausible, domain };
}

/** The names of the events the stand-in received, in order. */
export const receivedNames = ({ plausible }: MeasuredSite) => plausible.received.map((event) => (JSON.parse(event.body) as { name?: unknown }).name);

/** The measurement's script has started on the page: it listens, and has sent the page view if it may. */
export const measuring = (page: Page) => page.locator("[data-measure-ready]").waitFor({ state: "attached" });

/**
 * Until the stand-in has received `count` events: a state polled, never a fixed wait. Past a minute
 * it fails naming what did arrive, so that a lost event says which one, not a hook's timeout.
 */
export async function waitForEvents(measured: MeasuredSite, count: number): Promise<void> {
  const { received } = measured.plausible;
  const giveUp = Date.now() + 60_000;
  while (received.length < count) {
    if (Date.now() > giveUp) throw new Error(`The stand-in received ${received.length} events, not ${count}: ${JSON.stringify(receivedNames(measured))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A marker sent from the page straight to the stand-in: what the page sent before it has arrived too. */
export async function sentinel(measured: MeasuredSite, page: Page): Promise<void> {
  const before = measured.plausible.received.length;
  await page.evaluate((endpoint) => fetch(endpoint, { method: "POST", body: JSON.stringify({ name: "sentinel" }), mode: "no-cors", keepalive: true }), measured.plausible.endpoint);
  await waitForEvents(measured, before + 1);
}

/** How the booking widget opens under this configuration: the visitor's consent, or the section near. */
export const BOOKING_TRIGGER = SITE.schedulingLoad === "consent" ? "click" : "approach";

/**
 * The booking widget opened as a visitor would under this configuration: the consent button
 * clicked, or, where the widget needs no consent, the booking section brought into view.
 */
export async function openBookingWidget(page: Page): Promise<void> {
  await startBookingWidget(page);
  const widget = page.locator("[data-scheduling-widget]");
  // Past Playwright's 30 s: in one CI run under load the widget was not ready by then, and the
  // error did not say in which state it was. A frame that arrives late still turns it ready.
  await page.locator("[data-scheduling-widget][data-state='ready']").waitFor({ state: "attached", timeout: 120_000 }).catch(async (error: Error) => {
    const state = await widget.getAttribute("data-state", { timeout: 1_000 }).catch(() => "(no widget)");
    throw new Error(`the booking widget is not ready after 120 s: data-state="${state}"\n${error.message}`);
  });
}

/** What a visitor does to open the booking widget under this configuration (openBookingWidget), without waiting for it. */
export async function startBookingWidget(page: Page): Promise<void> {
  if (SITE.schedulingLoad === "consent") await page.locator(".booking__start button").click();
  // Scrolled by the window: on a page just loaded, Chromium's scrollIntoView left it at the top.
  else await page.evaluate(() => scrollTo({ top: scrollY + document.querySelector("#prise-de-rdv")!.getBoundingClientRect().top, behavior: "instant" }));
}
