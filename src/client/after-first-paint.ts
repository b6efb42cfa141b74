let painted: Promise<void> | undefined;

/**
 * Calls `run` once the page has painted its first text: the first paint waits for nothing this
 * starts (web fonts, island chunks), which matters most on a slow phone and a slow network.
 * Its first frame may hold no text yet (the metric-matched fallback fonts are local fonts the
 * browser looks up asynchronously), hence the first contentful paint rather than the next frame.
 * A hidden page (a background tab, or one the browser prerenders for the next click) has no paint
 * to wait for: `run` goes at once, so a prerendered page is ready when it is shown.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === "hidden") run();
  else void (painted ??= firstContentfulPaint()).then(run);
}

/**
 * Calls `run` once the page has painted its first text and has loaded, and a frame has gone by:
 * by then its largest paint (a cover, a photo the load waited for) has been made too, so that
 * nothing `run` asks for can delay it. A hidden page runs it as soon as it has loaded.
 */
export function afterPageLoaded(run: () => void): void {
  afterFirstPaint(() => {
    const afterNextFrame = () => (document.visibilityState === "hidden" ? run() : requestAnimationFrame(() => setTimeout(run, 0)));
    if (document.readyState === "complete") afterNextFrame();
    else window.addEventListener("load", afterNextFrame, { once: true });
  });
}

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A task queued from a frame's callbacks runs after that frame's paint.
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      afterNextFrame();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(resolve, 0);
    });
    observer.observe({ type: "paint", buffered: true });
  });
}
