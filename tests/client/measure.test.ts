import { parseHTML } from "linkedom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setUp } from "../../src/client/lazy/measure.ts";
import { SITE } from "../../src/site.ts";

// The measurement's script on a page as the build writes it (the footer's link holds the settings:
// src/components/PrivacyChoices.tsx), with this Node process standing in for the browser: a
// linkedom document, the page's address, and a fetch that records what would leave.
const ORIGIN = new URL(SITE.siteUrl).origin;
const DOMAIN = new URL(SITE.siteUrl).hostname.replace(/^www\./, "");
const PLAUSIBLE = { "data-measure": "plausible", "data-endpoint": "https://plausible.io/api/event", "data-site": DOMAIN };
const MATOMO = { "data-measure": "matomo", "data-endpoint": "https://stats.example.fr/matomo.php", "data-site": "3" };
/** A campaign name as a composed page's `campaign` field takes it. */
const CAMPAIGN = "batimat-2026";
const TITLE = "Retrouvez-nous au salon Batimat 2026";

let sent: ReturnType<typeof vi.fn>;

/** Opens `address` with the footer's link carrying `holder`, and starts the measurement there. */
function visit(address: string, holder: Record<string, string>): Document {
  const attributes = Object.entries(holder).map(([name, value]) => ` ${name}="${value}"`).join("");
  const { document } = parseHTML(
    `<!doctype html><html lang="fr"><head><title>${TITLE}</title></head><body>` +
      `<main><a href="/#prise-de-rdv" data-cta="hero"><span>Réserver une démo</span></a></main>` +
      `<footer><a href="/politique-de-confidentialite/#cookies"${attributes}>Gérer les cookies</a></footer></body></html>`,
  );
  Object.defineProperty(document, "referrer", { value: "https://www.google.com/search?q=chantiers" });
  sent = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", new URL(address, ORIGIN));
  vi.stubGlobal("fetch", sent);
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal("navigator", {});
  setUp();
  return document as unknown as Document;
}
afterEach(() => vi.unstubAllGlobals());

/** The demo button clicked, on its text as a visitor would. */
const clickDemoButton = (page: Document) => page.querySelector("[data-cta] span")!.dispatchEvent(new page.defaultView!.Event("click", { bubbles: true }));
const plausibleBodies = () => sent.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);
const matomoFields = () => sent.mock.calls.map(([, init]) => Object.fromEntries((init as RequestInit).body as URLSearchParams));

describe("given a page without a campaign", () => {
  it("sends Plausible the page view and the demo button's click with no campaign", () => {
    clickDemoButton(visit("/blog/", PLAUSIBLE));
    expect(plausibleBodies()).toEqual([
      { name: "pageview", url: `${ORIGIN}/blog/`, domain: DOMAIN, referrer: "https://www.google.com/search" },
      { name: "cta_click", url: `${ORIGIN}/blog/`, domain: DOMAIN, referrer: "https://www.google.com/search", props: { cta: "hero", page: "/blog/" } },
    ]);
  });

  it("sends Matomo no event name and no custom dimension", () => {
    clickDemoButton(visit("/blog/", { ...MATOMO, "data-campaign-dimension": "4" }));
    const common = { idsite: "3", rec: "1", apiv: "1", send_image: "0", url: `${ORIGIN}/blog/`, urlref: "https://www.google.com/search" };
    expect(matomoFields()).toEqual([
      { ...common, action_name: TITLE },
      { ...common, ca: "1", e_c: "cta_click", e_a: "cta=hero; page=/blog/" },
    ]);
  });
});

describe("given a composed page with a campaign", () => {
  const page = "/salons/batimat-2026/";

  it("sends it to Plausible as the custom property `campaign` of the page view and of the demo button's click", () => {
    clickDemoButton(visit(page, { ...PLAUSIBLE, "data-campaign": CAMPAIGN }));
    expect(plausibleBodies()).toEqual([
      { name: "pageview", url: `${ORIGIN}${page}`, domain: DOMAIN, referrer: "https://www.google.com/search", props: { campaign: CAMPAIGN } },
      { name: "cta_click", url: `${ORIGIN}${page}`, domain: DOMAIN, referrer: "https://www.google.com/search", props: { cta: "hero", page, campaign: CAMPAIGN } },
    ]);
  });

  it("sends it with no other event: another script's counted action stays as it was", () => {
    const document = visit(page, { ...PLAUSIBLE, "data-campaign": CAMPAIGN });
    document.dispatchEvent(new document.defaultView!.CustomEvent("site:event", { detail: { name: "newsletter_signup", props: { form: "footer" } } }));
    expect(plausibleBodies()[1]).toEqual({ name: "newsletter_signup", url: `${ORIGIN}${page}`, domain: DOMAIN, referrer: "https://www.google.com/search", props: { form: "footer" } });
  });

  it("sends it to Matomo as the name of the demo button's event, the page view unchanged without a custom dimension", () => {
    clickDemoButton(visit(page, { ...MATOMO, "data-campaign": CAMPAIGN }));
    const common = { idsite: "3", rec: "1", apiv: "1", send_image: "0", url: `${ORIGIN}${page}`, urlref: "https://www.google.com/search" };
    expect(matomoFields()).toEqual([
      { ...common, action_name: TITLE },
      { ...common, ca: "1", e_c: "cta_click", e_a: `cta=hero; page=${page}`, e_n: CAMPAIGN },
    ]);
  });

  it("sends it to Matomo in the custom dimension SITE.measurement names, on the page view and the click", () => {
    clickDemoButton(visit(page, { ...MATOMO, "data-campaign": CAMPAIGN, "data-campaign-dimension": "4" }));
    const [view, click] = matomoFields();
    expect(view).toMatchObject({ action_name: TITLE, dimension4: CAMPAIGN });
    expect(click).toMatchObject({ e_c: "cta_click", e_n: CAMPAIGN, dimension4: CAMPAIGN });
    for (const fields of matomoFields()) for (const id of ["_id", "cid", "uid", "rand", "_rcn"]) expect(fields).not.toHaveProperty(id);
  });

  it("sends nothing when the browser asks not to be tracked", () => {
    visit(page, { ...PLAUSIBLE, "data-campaign": CAMPAIGN });
    sent.mockClear();
    vi.stubGlobal("navigator", { doNotTrack: "1" });
    clickDemoButton(document as unknown as Document);
    expect(sent).not.toHaveBeenCalled();
  });
});
