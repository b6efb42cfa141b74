import type * as Esbuild from "esbuild";

/**
 * esbuild's API is slow to load for a warm build, which bundles nothing when every bundle comes
 * from the cache: it is loaded by the first step that bundles
 * (docs/performance.md, "Loaded late, cached or done once").
 */
export function loadEsbuild(): Promise<typeof Esbuild> {
  return import("esbuild");
}
