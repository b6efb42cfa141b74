import type { ComponentType } from "react";
import type { HeldInteractions } from "./hold-interactions.ts";
import { reportUnlessLeaving } from "./leaving.ts";
import { ISLAND_CHUNKS } from "./bundle-links.ts";
import { loadChunk } from "./load-chunk.ts";

type Runtime = typeof import("./react-runtime.ts");

/**
 * Hydrates one island marker as a root of its own, then replays what the visitor did on it
 * meanwhile. React and the island's code are imported here, not at the top of the entry, so a
 * page pays for them only when an island needs them. When they cannot be loaded, the island is
 * marked data-fallback: styles then show it as without JavaScript, nothing stays hidden.
 */
export async function hydrateIsland(marker: HTMLElement, held: HeldInteractions): Promise<void> {
  const name = marker.dataset.island ?? "";
  const chunk = ISLAND_CHUNKS.islands[name];
  let runtime: Runtime;
  let Component: ComponentType<object>;
  try {
    // An island the build does not know has no chunk: it shows as without JavaScript, as a failed one does.
    if (!chunk) throw new Error(`no chunk for the island "${name}"`);
    [runtime, { default: Component }] = await Promise.all([
      loadChunk<Runtime>(ISLAND_CHUNKS.runtime),
      loadChunk<{ default: ComponentType<object> }>(chunk),
    ]);
  } catch (error) {
    held.drop();
    marker.dataset.fallback = "";
    reportUnlessLeaving(() => console.warn(`Island ${name} shown without JavaScript:`, error));
    return;
  }
  runtime.hydrate(marker, Component, JSON.parse(marker.dataset.props ?? "{}") as object);
  held.replay();
  marker.dataset.ready = "";
}
