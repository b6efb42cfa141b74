/**
 * SITE: every deployment value and every constant of the spec, in one place.
 * Values written `PLACEHOLDER_*` are defaults that let the site build out of the box;
 * replace them before publishing (`site build --strict` refuses them).
 */
export const PLACEHOLDER_PREFIX = "PLACEHOLDER";

export const SITE = {
  /** Product name, shown in titles, header and legal text. */
  productName: "Chantier Radar",
  /** Public origin the site is deployed at, without trailing slash: canonical URLs, sitemap. */
  siteUrl: "https://www.example.com",
  /** Contact e-mail shown in the footer and legal pages. */
  contactEmail: "contact@example.com",
  /** The separate application's login page (spec §1: opens in a new tab). */
  loginUrl: "https://app.example.com/login",
  /** Page of the third-party scheduling widget embedded in #prise-de-rdv. */
  schedulingUrl: "https://calendly.com/example/demo-30min",
  /** Company page on a professional social network. */
  socialUrl: "https://www.linkedin.com/company/example",
  region: "Alsace Grand Est",
  locale: "fr-FR",
  lang: "fr",
} as const;

export type Site = typeof SITE;
