import { SITE, SPEC, type Measurement } from "../site.ts";

const NUMBER_WORDS: Readonly<Record<number, string>> = { 2: "deux", 3: "trois", 4: "quatre", 5: "cinq" };

/**
 * Values content files name as `{{…}}` besides those of SITE and SPEC: the ones a reader sees
 * written otherwise than src/site.ts holds them. Derived, never set here: change SITE or SPEC.
 */
export const FORMATTED = {
  /**
   * SITE.siteUrl without its scheme ("www.…"): the site as its legal notice names it. Cut from the
   * text rather than parsed, so that a malformed siteUrl reaches the config check and its message.
   */
  siteHost: SITE.siteUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/$/, ""),
  measurementHost: measurementHostOf(SITE.measurement),
  campaignPageViewField: campaignPageViewFieldOf(SITE.measurement),
  /** 3 → "trois": the terms write the late-payment rate as the Code de commerce does. */
  latePaymentMultiplierInWords: NUMBER_WORDS[SPEC.latePaymentLegalRateMultiplier] ?? String(SPEC.latePaymentLegalRateMultiplier),
};

/**
 * The host a measurement's events go to ("plausible.io"), as the privacy policy names it; none
 * without measurement, so that a policy naming it outside a {{#measurement}} section stops the
 * build. Cut from the text, as siteHost.
 */
export function measurementHostOf(measurement: Pick<Measurement, "endpoint"> | null): string | undefined {
  return measurement?.endpoint.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/[/:].*$/, "");
}

/**
 * Where the provider receives a composed page's campaign with its page view (Plausible's custom
 * property, Matomo's custom dimension); none where the page view does not carry it (a Matomo
 * without SITE.measurement.campaignDimension), so that the privacy policy's
 * {{#campaignPageViewField}} section says only what is sent.
 */
export function campaignPageViewFieldOf(measurement: Measurement | null): string | undefined {
  if (measurement?.provider === "plausible") return "props.campaign";
  return measurement?.campaignDimension ? `dimension${measurement.campaignDimension}` : undefined;
}
