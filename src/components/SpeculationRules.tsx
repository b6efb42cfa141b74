import { inlineScriptHash } from "./inline-script-hash.ts";

/**
 * Speculation Rules: when a visitor hovers a link to another page of the site (or presses on it, on
 * a touch screen), Chromium prerenders that page, so the click shows it with no network wait.
 *
 * Inline, allowed by the hash of its text in the policy (src/render/security-policy.ts): the hash
 * reaches every host, GitHub Pages' meta policy included, for 27 bytes more than the keyword
 * 'inline-speculation-rules' in each page's headers, which WebKit does not know and logs as an
 * invalid source on every page. A `Speculation-Rules` header naming a JSON file would cost each
 * page a request in its first round trip and GitHub Pages its prerendering.
 *
 * The rules name no base path, so their hash is one constant: the site's own page links are the
 * links to a root-relative path with no dot in it (a dot is a file: the feed, an image, a video; a
 * host name has one too), and that neither opens elsewhere nor downloads.
 */
const PAGE_LINKS = "a[href^='/']:not([href*='.'], [target]:not([target='_self']), [download])";

const RULES = {
  // Moderate: on hover for 200 ms, or at pointerdown on touch screens.
  prerender: [{ source: "document", where: { selector_matches: PAGE_LINKS }, eagerness: "moderate" }],
  // For browsers that prefetch but do not prerender: at least the document is there at the click.
  prefetch: [{ source: "document", where: { selector_matches: PAGE_LINKS }, eagerness: "moderate" }],
};

/** The element's text: "<" escaped so that no "</script>" can end it early. */
const RULES_TEXT = JSON.stringify(RULES).replace(/</g, "\\u003c");

/** The policy's source for exactly this element: `'sha256-…'` of its text. */
export const SPECULATION_RULES_HASH = inlineScriptHash(RULES_TEXT);

/** The rules as a `<script type="speculationrules">`. */
export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: RULES_TEXT }} />;
}
