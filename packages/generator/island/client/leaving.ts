// Whether the visitor is leaving the page is the document's, not this module's: the loader and the
// after-paint part are bundles of their own, each with a copy of this file, and the second may run
// once the visitor has set off (it arrived after `beforeunload`, which its copy then never heard).
// Fired as a navigation away starts, before the browser aborts the page's pending loads (Firefox
// then rejects its dynamic imports with "error loading dynamically imported module"). A page shown
// again (back from the back-forward cache) is no longer being left.
const page = () => document.documentElement.dataset;
addEventListener("beforeunload", () => (page().leaving = ""));
addEventListener("pageshow", () => delete page().leaving);

/**
 * Reports a failed load, unless the visitor is leaving the page: an import the browser aborted
 * then is no error of the page's. What the page does about the failure (showing an island as
 * without JavaScript) is done either way.
 */
export function reportUnlessLeaving(report: () => void): void {
  if (page().leaving === undefined) report();
}
