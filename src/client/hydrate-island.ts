import { ISLANDS } from "../islands/registry.ts";

/**
 * Hydrates one island marker as a root of its own. React and the island's code are imported
 * here, not at the top of the entry, so a page pays for them only when an island needs them.
 */
export async function hydrateIsland(marker: HTMLElement): Promise<void> {
  const name = marker.dataset.island ?? "";
  const load = ISLANDS[name];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const [{ hydrate }, { default: Component }] = await Promise.all([import("./react-runtime.ts"), load()]);
  hydrate(marker, Component, JSON.parse(marker.dataset.props ?? "{}") as object);
  marker.dataset.ready = "";
}
