import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SITE } from "../../src/site.ts";
import type { PageOptions } from "./browser-site.ts";
import { widgetScript } from "./engine/stand-ins.ts";

// Stand-ins on this machine for the providers the audience measurement talks to, for
// tests/browser/measurement.test.ts: each records what it gets, as its documentation says it is sent.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server on 127.0.0.1 that answers `status` to everything and records what is posted to `path`. */
async function startStandIn(path: string, status: number): Promise<{ server: Server; endpoint: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += String(chunk);
    if (req.method === "POST" && req.url === path) received.push({ headers: req.headers, body });
    res.writeHead(status, { "Access-Control-Allow-Origin": "*" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, received };
}

/** Plausible's Events API (plausible.io/docs/events-api): POST /api/event, answered 202. */
export const startPlausibleStandIn = () => startStandIn("/api/event", 202);

/** Matomo's Tracking HTTP API (developer.matomo.org/api-reference/tracking-api): POST matomo.php, 204 with send_image=0. */
export const startMatomoStandIn = () => startStandIn("/matomo.php", 204);

/** What Calendly's embed posts to the page once a demo is booked (developer.calendly.com, "Embed Parent Window Events"). */
export const BOOKED = {
  event: "calendly.event_scheduled",
  payload: {
    event: { uri: "https://api.calendly.com/scheduled_events/EVENT-7F3A" },
    invitee: { uri: "https://api.calendly.com/scheduled_events/EVENT-7F3A/invitees/INVITEE-91C2" },
  },
};

/**
 * The scheduling provider's stand-in, whose booking page posts BOOKED when its button is clicked,
 * and a page of another origin that posts the same as it loads. The button is disabled until its
 * script has run: a click that came between the two (a test's click waits for the button only, and
 * on a busy machine it once came first) would post nothing.
 */
export const SCHEDULING_STAND_IN: NonNullable<PageOptions["thirdParty"]> = {
  [SITE.schedulingScriptUrl]: { contentType: "text/javascript", body: widgetScript() },
  [new URL(SITE.schedulingUrl).origin]: {
    contentType: "text/html",
    body: `<!doctype html><html lang=fr><title>Réservation</title><button id=book disabled>Confirmer</button>
<script>const book = document.getElementById("book");
book.onclick = () => parent.postMessage(${JSON.stringify(BOOKED)}, "*");
book.disabled = false;</script></html>`,
  },
  "https://autre-site.example/": {
    contentType: "text/html",
    body: `<!doctype html><title>Autre</title><script>parent.postMessage(${JSON.stringify(BOOKED)}, "*");</script>`,
  },
};
