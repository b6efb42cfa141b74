import type { ComponentType } from "react";

/**
 * Every island: the only components that ship JavaScript. Keys are the names written in
 * `data-island`; loaders are lazy so that each island's code reaches only the pages using it.
 */
export const ISLANDS: Record<string, () => Promise<{ default: ComponentType<any> }>> = {};
