let leaving = false;
// Fired as a navigation away starts, before the browser aborts the page's pending loads (Firefox
// then rejects its dynamic imports with "error loading dynamically imported module"). A page shown
// again (back from the back-forward cache) is no longer being left.
addEventListener("beforeunload", () => (leaving = true));
addEventListener("pageshow", () => (leaving = false));

/**
 * Reports a failed load, unless the visitor is leaving the page: an import the browser aborted
 * then is no error of the page's. What the page does about the failure (showing an island as
 * without JavaScript) is done either way.
 */
export function reportUnlessLeaving(report: () => void): void {
  if (!leaving) report();
}
