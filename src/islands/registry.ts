import type { ComponentType } from "react";
import Accordion from "./Accordion.tsx";
import SignalTabs from "./SignalTabs.tsx";
import Tooltip from "./Tooltip.tsx";

/**
 * Every island: the only components that ship JavaScript. Each is the default export of the file
 * of this folder named after its key, and the key is what `data-island` carries; the build checks
 * both ways. The client loads each island's file as a chunk of its own, so its code (and its
 * libraries) reaches only the pages that use it.
 */
export const ISLANDS: Record<string, ComponentType<any>> = {
  Accordion,
  Tooltip,
  SignalTabs,
};
