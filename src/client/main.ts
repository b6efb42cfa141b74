// The one client entry, kept small: it runs the plain DOM behaviours at once and, once the page
// has painted, uses the web fonts and hydrates each island (React and the island's code are
// separate chunks) when its loading rule says so; or at once when the visitor interacts with it.
import type { HydrateRule } from "../shared/hydrate-rule.ts";
import { setUpHashScroll } from "./behaviours/hash-scroll.ts";
import { setUpMenu } from "./behaviours/menu.ts";
import { logNotFound } from "./behaviours/not-found-log.ts";
import { setUpReveal } from "./behaviours/reveal.ts";
import { useWebFonts } from "./behaviours/web-fonts.ts";
import { afterFirstPaint } from "./after-first-paint.ts";
import { holdInteractions } from "./hold-interactions.ts";
import { hydrateIsland } from "./hydrate-island.ts";
import { hydrateOn } from "./hydrate-on.ts";

// CSS collapses accordions and tabs only under html[data-js]: without this script, all shows.
document.documentElement.dataset.js = "";

// The reveal after the first paint: it reads where each section is, a layout the first paint would
// otherwise wait for; the sections it hides are off screen by then.
for (const behaviour of [setUpMenu, setUpHashScroll, logNotFound, () => useWebFonts(afterFirstPaint), () => afterFirstPaint(setUpReveal)]) {
  try {
    behaviour();
  } catch (error) {
    console.error(error);
  }
}

// Behaviours of a few pages, in chunks of their own so other pages do not download them. Each
// runs where an element carries its name as a data attribute (`site check` counts on that too).
const LAZY_BEHAVIOURS: Record<string, () => Promise<{ setUp: () => void }>> = {
  "scheduling-widget": () => import("./lazy/scheduling-widget.ts"),
  "demo-video": () => import("./lazy/demo-video.ts"),
};
afterFirstPaint(() => {
  for (const [name, load] of Object.entries(LAZY_BEHAVIOURS)) {
    if (document.querySelector(`[data-${name}]`)) load().then((module) => module.setUp(), console.error);
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
  // Its rule is watched from the start (an island scrolled past early still counts as seen), and
  // its code is asked for once the page has painted.
  hydrateOn((marker.dataset.hydrate ?? "load") as HydrateRule, marker, () => afterFirstPaint(start));
}
