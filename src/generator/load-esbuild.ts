import type * as Esbuild from "esbuild";

/**
 * esbuild's API takes 70 ms to load, a sixth of a warm build, which bundles nothing when every
 * bundle comes from the cache: it is loaded by the first step that bundles.
 */
export function loadEsbuild(): Promise<typeof Esbuild> {
  return import("esbuild");
}
