// The one client entry, kept small: it runs the plain DOM behaviours at once and hydrates each
// island (React and the island's code are separate chunks) when its loading rule says so.
import type { HydrateRule } from "../components/Island.tsx";
import { setUpDemoVideos } from "./behaviours/demo-videos.ts";
import { setUpHashScroll } from "./behaviours/hash-scroll.ts";
import { setUpMenu } from "./behaviours/menu.ts";
import { logNotFound } from "./behaviours/not-found-log.ts";
import { setUpReveal } from "./behaviours/reveal.ts";
import { setUpSchedulingWidget } from "./behaviours/scheduling-widget.ts";
import { hydrateIsland } from "./hydrate-island.ts";
import { hydrateOn } from "./hydrate-on.ts";

// CSS collapses accordions and tabs only under html[data-js]: without this script, all shows.
document.documentElement.dataset.js = "";

for (const behaviour of [setUpMenu, setUpHashScroll, setUpReveal, setUpDemoVideos, setUpSchedulingWidget, logNotFound]) {
  try {
    behaviour();
  } catch (error) {
    console.error(error);
  }
}

for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  hydrateOn((marker.dataset.hydrate ?? "load") as HydrateRule, marker, () => {
    hydrateIsland(marker).catch((error: unknown) => console.error(error));
  });
}
