// The one hydration entry: finds island markers and hydrates each when its rule says so.
import type { HydrateRule } from "../components/Island.tsx";
import { hydrateIsland } from "./hydrate-island.ts";
import { hydrateOn } from "./hydrate-on.ts";

for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  hydrateOn((marker.dataset.hydrate ?? "load") as HydrateRule, marker, () => {
    hydrateIsland(marker).catch((error: unknown) => console.error(error));
  });
}
