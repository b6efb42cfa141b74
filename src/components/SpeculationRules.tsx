/**
 * Speculation Rules: when a visitor hovers a link to another page of the site (or presses on it, on
 * a touch screen), Chromium prerenders that page, so the click shows it with no network wait.
 *
 * Delivered inline, not by the `Speculation-Rules` response header: GitHub Pages sends no header at
 * all (docs/deploy.md), so only the element reaches every host. The policy allows it with the
 * keyword 'inline-speculation-rules' (src/render/security-policy.ts), never by hash: it opens no
 * door to script, and the rules are the same on every page of a build, depending only on `--base`.
 */
function speculationRules(base: string) {
  // A base path is plain text to URL patterns, whose syntax gives ":", "*", "(" and the like a meaning.
  const path = base.replace(/[:*?+(){}\\]/g, "\\$&");
  const where = {
    and: [
      // Relative to the page, so same origin; under the site's base path; any query or fragment.
      { href_matches: `${path}*` },
      // Pages are folder URLs: a path with a dot is a file (the feed, the sitemap, a video, an image).
      { not: { href_matches: `${path}*.*` } },
      // A link that opens elsewhere or downloads would not use the prepared page.
      { not: { selector_matches: "[target]:not([target='_self']), [download]" } },
    ],
  };
  return {
    // Moderate: on hover for 200 ms, or at pointerdown on touch screens.
    prerender: [{ source: "document", where, eagerness: "moderate" }],
    // For browsers that prefetch but do not prerender: at least the document is there at the click.
    prefetch: [{ source: "document", where, eagerness: "moderate" }],
  };
}

/** The rules as a `<script type="speculationrules">`, "<" escaped so that no "</script>" can end it early. */
export function SpeculationRules({ base }: { base: string }) {
  const json = JSON.stringify(speculationRules(base)).replace(/</g, "\\u003c");
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: json }} />;
}
