// The links between the browser bundles of a build, which only the build knows: the generator
// replaces this module's text when it bundles the browser code (src/bundle-client.ts,
// bundleLinksPlugin), so the values below are what a bundle made without the generator (a unit
// test's) reads: no island chunk, nothing to import after paint. Imported, never a global.

export interface IslandChunks {
  /** React's runtime (react-runtime.ts), relative to the bundle that imports this. */
  runtime: string;
  /** Each island's chunk, by registry name, relative to the bundle that imports this. */
  islands: Record<string, string>;
}

export const ISLAND_CHUNKS: IslandChunks = { runtime: "", islands: {} };

/** The URL of the site's after-paint bundle (its layout's `clientAfterPaint`) relative to the loader, or null without one. */
export const AFTER_PAINT: string | null = null;
