import type { SITE as Site } from "./site.ts";

/**
 * What every build says of src/site.ts's choices (SiteConfig.notices): a feature that sends
 * something to a third party stays off until its owner has said where it goes.
 */
export function siteNotices(site: typeof Site): string[] {
  const notices: string[] = [];
  if (!site.measurement) {
    notices.push("audience measurement is off (SITE.measurement is null): pages count nothing and send nothing, and the privacy policy says so; docs/privacy.md says how to switch it on.");
  }
  if (!site.newsletter) {
    notices.push("the newsletter sign-up is off: the footer's field says it is not open yet and sends nothing until SITE.newsletter names a provider (docs/newsletter.md).");
  }
  return notices;
}
