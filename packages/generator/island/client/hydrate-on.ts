import type { HydrateRule } from "../../shared/island.ts";

/** Root margin for `visible` islands: start loading shortly before they scroll into view. */
const VISIBLE_MARGIN_PX = 200;

/** Calls `run` once, when the island's loading rule says so. */
export function hydrateOn(rule: HydrateRule, element: Element, run: () => void): void {
  if (rule === "load") {
    run();
  } else if (rule === "idle") {
    if ("requestIdleCallback" in window) requestIdleCallback(run);
    else setTimeout(run, 200);
  } else {
    // Seen: near the viewport, or above it (scrolled past before this ran: the loader asks for
    // it only once the page has painted and loaded; the observer's first report says where it is).
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) return;
        observer.disconnect();
        run();
      },
      { rootMargin: `${VISIBLE_MARGIN_PX}px` },
    );
    observer.observe(element);
  }
}
