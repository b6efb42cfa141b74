import type { HydrateRule } from "../../shared/island.ts";
import { holdInteractions } from "./hold-interactions.ts";
import { hydrateIsland } from "./hydrate-island.ts";
import { hydrateOn } from "./hydrate-on.ts";

/**
 * Hydrates an island marker when its rule (`data-hydrate`) says so, or at once at the visitor's
 * first interaction with it, which is held until then and replayed, not lost. `earlier`: what the
 * loader held on the whole document before this ran (hold-early.ts), taken as if it happened now.
 */
export function watchIsland(marker: HTMLElement, earlier: readonly Event[] = []): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    hydrateIsland(marker, held).catch((error: unknown) => console.error(error));
  };
  const held = holdInteractions(marker, start, earlier);
  hydrateOn((marker.dataset.hydrate ?? "load") as HydrateRule, marker, start);
}
