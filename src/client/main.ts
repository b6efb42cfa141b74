// The one client entry, kept small: it runs the plain DOM behaviours at once and hydrates each
// island (React and the island's code are separate chunks) when its loading rule says so, or as
// soon as the visitor interacts with it.
import type { HydrateRule } from "../shared/hydrate-rule.ts";
import { setUpHashScroll } from "./behaviours/hash-scroll.ts";
import { setUpMenu } from "./behaviours/menu.ts";
import { logNotFound } from "./behaviours/not-found-log.ts";
import { setUpReveal } from "./behaviours/reveal.ts";
import { holdInteractions } from "./hold-interactions.ts";
import { hydrateIsland } from "./hydrate-island.ts";
import { hydrateOn } from "./hydrate-on.ts";

// CSS collapses accordions and tabs only under html[data-js]: without this script, all shows.
document.documentElement.dataset.js = "";

for (const behaviour of [setUpMenu, setUpHashScroll, setUpReveal, logNotFound]) {
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
for (const [name, load] of Object.entries(LAZY_BEHAVIOURS)) {
  if (document.querySelector(`[data-${name}]`)) load().then((module) => module.setUp(), console.error);
}

for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  let started = false;
  // Called by the island's rule, or earlier by the visitor's first interaction with it.
  const start = () => {
    if (started) return;
    started = true;
    hydrateIsland(marker, held).catch((error: unknown) => console.error(error));
  };
  const held = holdInteractions(marker, start);
  hydrateOn((marker.dataset.hydrate ?? "load") as HydrateRule, marker, start);
}
