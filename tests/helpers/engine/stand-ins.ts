import { SITE } from "../../../src/site.ts";
import type { ThirdPartyAnswers } from "./engine-page.ts";

/** The provider's widget script as a stand-in: the real one's API, a frame of its booking page; `prelude` runs first. */
export const widgetScript = (prelude = "") => `${prelude}
window.Calendly = { initInlineWidget({ url, parentElement }) {
  const frame = document.createElement("iframe");
  frame.title = "Prise de rendez-vous";
  frame.src = url;
  parentElement.append(frame);
} };`;

/**
 * A stand-in for the scheduling provider: its widget script defines the same API as the real one
 * and counts set-ups in window.__widgetSetUps; its booking page is a small local HTML page.
 */
export const FAKE_SCHEDULING: ThirdPartyAnswers = {
  [SITE.schedulingScriptUrl]: {
    contentType: "text/javascript",
    body: `window.__widgetSetUps = 0;
window.Calendly = { initInlineWidget({ url, parentElement }) {
  window.__widgetSetUps++;
  const frame = document.createElement("iframe");
  frame.title = "Prise de rendez-vous";
  frame.src = url + "?embed_type=Inline";
  parentElement.append(frame);
} };`,
  },
  [new URL(SITE.schedulingUrl).origin]: {
    contentType: "text/html; charset=utf-8",
    body: "<!doctype html><html lang=fr><meta charset=utf-8><title>Réservation</title><p>Choisissez un créneau</p></html>",
  },
};

/**
 * The scheduling provider's stand-in for the consent tests: its script and its frame each set a
 * cookie, as a provider may, so that "nothing stored before consent" could fail.
 */
export const COOKIE_SETTING_SCHEDULING: ThirdPartyAnswers = {
  [SITE.schedulingScriptUrl]: { contentType: "text/javascript", body: widgetScript(`document.cookie = "provider_script=1; path=/";`) },
  [new URL(SITE.schedulingUrl).origin]: {
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><html lang=fr><meta charset=utf-8><title>Réservation</title><p>Créneaux</p><script>document.cookie = "provider_frame=1; SameSite=None; Secure"</script></html>`,
  },
};

/** The audience measurement's endpoint takes every page's events (measurement.test.ts checks them). */
export const MEASUREMENT_STAND_IN: ThirdPartyAnswers = SITE.measurement ? { [SITE.measurement.endpoint]: { contentType: "text/plain", body: "" } } : {};

/** What a page reached outside the site, but the measurement, which needs no consent. */
export const beyondMeasurement = (external: readonly string[]) => external.filter((url) => url !== SITE.measurement?.endpoint);

/**
 * Run before the page's own scripts in every test page: a violation of the page's policy is
 * written to the console, which Firefox's WebDriver BiDi does not report on its own.
 */
export const REPORT_POLICY_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (event) =>
  console.error("Content-Security-Policy violation: " + event.violatedDirective + " " + event.blockedURI));`;
