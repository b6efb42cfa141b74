// The options esbuild's bundles share, by what they are for. JavaScript, with its types in
// esbuild-options.d.ts, so that the launcher (bin/launch.js), which compiles the CLI before any TypeScript can
// run, reads the same ones as the generator.

/**
 * An ES module that Node imports: the CLI, the site's server bundle, the content registry. For
 * the oldest Node of package.json's engines; kept in memory, with the metafile whose inputs its
 * cache is stamped with. Which packages stay external is each bundle's: all for the CLI, all but
 * this generator's for the site's code (external-packages.ts).
 */
export const NODE_MODULE = {
  bundle: true,
  write: false,
  metafile: true,
  platform: "node",
  format: "esm",
  target: "node20",
};

/** An ES module that a browser loads: the site's scripts, the editor's. Kept in memory, with its metafile. */
export const BROWSER_MODULE = {
  bundle: true,
  write: false,
  metafile: true,
  platform: "browser",
  format: "esm",
  jsx: "automatic",
  legalComments: "none",
};
