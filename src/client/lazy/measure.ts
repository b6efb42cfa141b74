import { measurementAllowed } from "../privacy/choices.ts";

type Props = Record<string, string>;
/** A composed page's campaign, and the Matomo custom dimension that holds it, if one is set. */
type Campaign = { name: string; dimension?: string };

/**
 * Audience measurement with no cookie and no identifier (docs/privacy.md, "Audience measurement"): counts
 * actions, never people. Each event is sent alone to the provider the footer's link names
 * (data-measure, data-endpoint, data-site: SITE.measurement, or `site serve`'s sink in a preview),
 * with the page's address and the referrer cut to their origin and path: no query string, no
 * fragment, so no campaign parameter or click id either. A composed page's campaign
 * (data-campaign) goes with its page view and its demo-button clicks. Nothing is sent when the
 * visitor objected or their browser asks not to be tracked (privacy/choices.ts), checked at each
 * event. Other scripts have their actions counted through the "site:event" contract (site-event.ts).
 */
export function setUp(): void {
  const holder = document.querySelector<HTMLElement>("[data-measure]");
  if (!holder) return;
  const { measure: provider, endpoint = "", site = "", campaign: name, campaignDimension: dimension } = holder.dataset;
  const campaign: Campaign | undefined = name ? { name, dimension } : undefined;
  const send = (event: string, props?: Props, { url = location.origin + location.pathname, campaign }: { url?: string; campaign?: Campaign } = {}) => {
    if (!measurementAllowed()) return;
    const referrer = document.referrer.split(/[?#]/)[0] || undefined;
    post(
      endpoint,
      provider === "matomo"
        ? matomo(site, event, url, referrer, props, campaign)
        : JSON.stringify({ name: event, url, domain: site, referrer, props: campaign ? { ...props, campaign: campaign.name } : props }),
    );
  };

  const start = () => {
    // Spec §2: the 404 page names the path that was not found.
    send("pageview", document.querySelector("[data-not-found-log]") ? { notFound: location.pathname } : undefined, { campaign });
    document.addEventListener("click", (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
      if (!link) return;
      const page = location.pathname;
      if (link.dataset.cta) send("cta_click", { cta: link.dataset.cta, page }, { campaign });
      else if (link.origin !== location.origin && link.protocol.startsWith("http")) send("outbound_click", { url: link.origin + link.pathname, page });
    });
    // The contract of site-event.ts, which other features dispatch as it is written there.
    document.addEventListener("site:event", (event) => {
      const { name, props } = ((event as CustomEvent).detail ?? {}) as { name?: unknown; props?: Record<string, unknown> };
      if (typeof name !== "string" || !name) return;
      const strings = Object.entries(typeof props === "object" ? (props ?? {}) : {}).filter((entry): entry is [string, string] => typeof entry[1] === "string");
      send(name, strings.length ? Object.fromEntries(strings) : undefined);
    });
    // Its chunk comes after the first paint: the element says when it listens (as islands do, data-ready).
    holder.dataset.measureReady = "";
  };
  // A page the browser prerenders for the next click has not been seen yet: it counts once shown.
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", start, { once: true });
  else start();
}

/**
 * Matomo's Tracking HTTP API: a page view by its title (a missing page by Matomo's "404/URL = "
 * convention), any other event as category (its name) and action (its props). A campaign is the
 * event's name (e_n), and the custom dimension's value where SITE.measurement names one. No
 * visitor id (`_id`, `cid`, `uid`) and no random value: nothing that could follow a visitor.
 */
function matomo(siteId: string, name: string, url: string, referrer?: string, props?: Props, campaign?: Campaign): URLSearchParams {
  const params = new URLSearchParams({ idsite: siteId, rec: "1", apiv: "1", send_image: "0", url });
  if (referrer) params.set("urlref", referrer);
  if (name === "pageview") {
    params.set("action_name", props?.notFound ? `404/URL = ${encodeURIComponent(props.notFound)}` : document.title);
  } else {
    params.set("ca", "1");
    params.set("e_c", name);
    params.set("e_a", props ? Object.entries(props).map(([key, value]) => `${key}=${value}`).join("; ") : name);
    if (campaign) params.set("e_n", campaign.name);
  }
  if (campaign?.dimension) params.set(`dimension${campaign.dimension}`, campaign.name);
  return params;
}

/**
 * Sent so as to survive the page: a click that navigates away unloads it at once. fetch with
 * keepalive can leave credentials out (no cookie of the provider's goes with it); sendBeacon,
 * for browsers without keepalive, cannot. Both bodies are of the types a page may send anywhere
 * without asking first (text/plain JSON, as Plausible's own script sends; a form for Matomo).
 */
function post(endpoint: string, body: string | URLSearchParams): void {
  if ("keepalive" in Request.prototype) {
    fetch(endpoint, { method: "POST", body, keepalive: true, credentials: "omit", mode: "no-cors" }).catch(() => undefined);
  } else {
    navigator.sendBeacon(endpoint, body);
  }
}
