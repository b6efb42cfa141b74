// The spec's route table (§2, "Routes"), written here once, by hand, in the one URL form the site
// links with: tests check the site against the spec, so they do not read the site's own ROUTES
// (src/routes.ts), which tests/guards.test.ts checks against pages/.
export const SPEC_ROUTES = [
  "/",
  "/blog/",
  "/signaux-affaires/",
  "/veille-appels-offres/",
  "/prospection-b2b/",
  "/mentions-legales/",
  "/cgu-cgv/",
  "/politique-de-confidentialite/",
] as const;

/** Spec §2: "any other path" answers with the 404 page; this is one such path, as a visitor would type it. */
const UNKNOWN_PATH = "/une-page-qui-n-existe-pas/";

/**
 * The page the site adds to the spec's table: where the newsletter's provider sends a visitor back
 * after a sign-up without JavaScript (noindex, out of the sitemap).
 */
export const NEWSLETTER_THANKS = "/newsletter/merci/";

/**
 * Every page a visitor can see in a browser: the spec's routes, the newsletter's thank-you page,
 * then the 404 page through an unknown path.
 */
export const SPEC_ROUTES_AND_404 = [...SPEC_ROUTES, NEWSLETTER_THANKS, UNKNOWN_PATH] as const;

/** The file the build writes for the 404 page, for tests that read dist/ rather than a server. */
export const NOT_FOUND_FILE = "/404.html";
