import type { ComponentType } from "react";

/**
 * Every island: the only components that ship JavaScript. Keys are the components' names, as
 * written in `data-island`; loaders are lazy, so each island's code (and its libraries) reaches
 * only the pages that use it.
 */
export const ISLANDS: Record<string, () => Promise<{ default: ComponentType<any> }>> = {
  Accordion: () => import("./Accordion.tsx"),
  Tooltip: () => import("./Tooltip.tsx"),
  SignalTabs: () => import("./SignalTabs.tsx"),
};
