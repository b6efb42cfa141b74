// The spec's route table (§2, "Routes"), written here once, by hand, in the one URL form the site
// links with: tests check the site against the spec, not against the site's own ROUTES
// (src/routes/routes.ts, which tests/guards.test.ts checks against pages/). The pages the site adds to the
// spec's table are taken from ROUTES, so that a new page is tested everywhere with no line here.
import { ROUTES } from "../../src/routes/routes.ts";

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

/** The pages the site adds to the spec's table, in ROUTES' order: the newsletter's thank-you page… */
const ADDED_PAGES = ROUTES.map((route) => route.path).filter((path) => !(SPEC_ROUTES as readonly string[]).includes(path));

/**
 * Every page a visitor can see in a browser: the spec's routes, the pages the site adds (the
 * newsletter's thank-you page among them), then the 404 page through an unknown path.
 */
export const SPEC_ROUTES_AND_404: readonly string[] = [...SPEC_ROUTES, ...ADDED_PAGES, UNKNOWN_PATH];

/** The file the build writes for the 404 page, for tests that read dist/ rather than a server. */
export const NOT_FOUND_FILE = "/404.html";
