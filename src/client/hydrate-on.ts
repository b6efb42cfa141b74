import type { HydrateRule } from "../shared/hydrate-rule.ts";

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run();
      },
      { rootMargin: `${VISIBLE_MARGIN_PX}px` },
    );
    observer.observe(element);
  }
}
