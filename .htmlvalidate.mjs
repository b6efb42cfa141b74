// html-validate configuration for the built pages, read by `site check` and by editor integrations.
// A JavaScript file rather than .htmlvalidate.json so that every rule setting can carry its reason.
//
// `standard` and not `recommended`: `recommended` adds style rules that reject React's serialisation
// (`<meta charSet="utf-8"/>`, `hidden=""`, `srcSet`, ids from `useId` such as `_R_a_`), markup nobody
// writes by hand. `document` adds the checks that only make sense on whole pages: doctype, heading
// order, labels, and aria-labelledby / aria-controls pointing at ids that exist.

/** @type {import("html-validate").ConfigData} */
export default {
  root: true,
  extends: ["html-validate:standard", "html-validate:a11y", "html-validate:document"],
  rules: {
    // Our scripts and styles are served from our own origin with fingerprinted names: integrity
    // hashes only protect against a third-party host changing a file.
    "require-sri": ["error", { target: "crossorigin" }],
    // Accordion answers are `<div role="region" aria-labelledby>` (WAI-ARIA APG accordion pattern):
    // the W3C Nu checker warns "Section lacks heading" on a <section> named by its button, and the
    // question's heading sits outside the panel. Both roles are equal for assistive technology.
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
};
