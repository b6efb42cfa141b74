import type { ComponentType } from "react";
import type { HeldInteractions } from "./hold-interactions.ts";
import { ISLAND_CHUNKS, loadChunk } from "./load-chunk.ts";

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
  if (!chunk) throw new Error(`Unknown island "${name}"`);
  let runtime: Runtime;
  let Component: ComponentType<object>;
  try {
    [runtime, { default: Component }] = await Promise.all([
      loadChunk<Runtime>(ISLAND_CHUNKS.runtime),
      loadChunk<{ default: ComponentType<object> }>(chunk),
    ]);
  } catch (error) {
    held.drop();
    marker.dataset.fallback = "";
    console.warn(`Island ${name} shown without JavaScript: its code could not be loaded.`, error);
    return;
  }
  runtime.hydrate(marker, Component, JSON.parse(marker.dataset.props ?? "{}") as object);
  held.replay();
  marker.dataset.ready = "";
}
