import { UNREPORTED_PAINT_MS } from "../shared/unreported-paint.ts";

/**
 * Calls `run` once the page has painted its first text and has loaded, and a frame has gone by:
 * the first paint then waits for nothing `run` asks for (web fonts, island chunks), which matters
 * most on a slow phone and a slow network, and neither does the largest paint (a cover, a photo
 * the load waited for). The first contentful paint rather than the first frame: that frame may
 * hold no text yet (the metric-matched fallback fonts are local fonts the browser looks up
 * asynchronously). A hidden page (a background tab, or one the browser prerenders for the next
 * click) has no paint to wait for: `run` goes once it has loaded, so a prerendered page is ready
 * when it is shown. `run` runs once. Short, as it is part of the loader, in every page's first round trip.
 */
export function afterPageLoaded(runOnce: () => void): void {
  let ran = false;
  const run = () => ran || ((ran = true), runOnce());
  const hidden = () => document.visibilityState === "hidden";
  // A task queued from a frame's callbacks runs after that frame's paint.
  const afterNextFrame = () => {
    if (hidden()) run();
    else requestAnimationFrame(() => setTimeout(run, 0));
  };
  const afterLoad = () => (document.readyState === "complete" ? afterNextFrame() : addEventListener("load", afterNextFrame, { once: true }));
  // Every browser the site supports reports paints; one that did not would go on at once.
  if (hidden() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterLoad();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    afterLoad();
  });
  observer.observe({ type: "paint", buffered: true });
  // A paint the browser never reports must not hold the page's fonts and islands for ever.
  const late = () => setTimeout(run, UNREPORTED_PAINT_MS);
  if (document.readyState === "complete") late();
  else addEventListener("load", late, { once: true });
}
