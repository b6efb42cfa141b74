// The one client entry, kept small (it is fetched with the page's first round trip): it marks the
// page as scripted, uses the web fonts and watches each island's loading rule at once; everything
// else is a chunk of its own, asked for once the page has painted. An island hydrates when its
// rule says so (React and its code are chunks too), or at once when the visitor interacts with it.
import type { HydrateRule } from "../shared/hydrate-rule.ts";
import { useWebFonts } from "./behaviours/web-fonts.ts";
import { afterFirstPaint } from "./after-first-paint.ts";
import { holdInteractions } from "./hold-interactions.ts";
import { hydrateIsland } from "./hydrate-island.ts";
import { hydrateOn } from "./hydrate-on.ts";

// CSS collapses accordions and tabs only under html[data-js]: without this script, all shows.
document.documentElement.dataset.js = "";

try {
  useWebFonts(afterFirstPaint);
} catch (error) {
  console.error(error);
}

interface LazyBehaviour {
  load: () => Promise<{ setUp: () => void }>;
  /** What the page does when the chunk cannot be loaded. */
  failed?: () => void;
}

// Plain DOM behaviours, each in a chunk of its own, asked for once the page has painted, where an
// element carries its name as a data attribute (`site check` counts on that too): none is needed
// for the first paint, which the loader is fetched beside. The reveal reads where each section
// is, a layout the first paint would otherwise wait for.
const LAZY_BEHAVIOURS: Record<string, LazyBehaviour> = {
  // The booking anchor: CSS holds the browser's own jump until html[data-hash-scrolled], and the
  // chunk scrolls to it when it runs, the address's anchor or a demo button's alike.
  "hash-scroll": {
    load: () => import("./lazy/hash-scroll.ts"),
    failed: () => (document.documentElement.dataset.hashScrolled = ""),
  },
  menu: { load: () => import("./lazy/menu.ts") },
  reveal: { load: () => import("./lazy/reveal.ts") },
  "not-found-log": { load: () => import("./lazy/not-found-log.ts") },
  "scheduling-widget": { load: () => import("./lazy/scheduling-widget.ts") },
  "demo-video": { load: () => import("./lazy/demo-video.ts") },
};
afterFirstPaint(() => {
  for (const [name, { load, failed }] of Object.entries(LAZY_BEHAVIOURS)) {
    if (!document.querySelector(`[data-${name}]`)) continue;
    load().then(
      (module) => module.setUp(),
      (error: unknown) => {
        failed?.();
        console.error(error);
      },
    );
  }
});

for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  let started = false;
  // Called by the island's rule, or earlier by the visitor's first interaction with it.
  const start = () => {
    if (started) return;
    started = true;
    hydrateIsland(marker, held).catch((error: unknown) => console.error(error));
  };
  // Held from the start, so a click before the island is hydrated is replayed, not lost.
  const held = holdInteractions(marker, start);
  // Its rule is watched from the start (an island scrolled past before the page had painted still
  // counts as seen), and its code is asked for once the page has painted.
  hydrateOn((marker.dataset.hydrate ?? "load") as HydrateRule, marker, () => afterFirstPaint(start));
}
