import type { Plugin } from "esbuild";

/** This generator's package, as a site imports it, and its modules made by a plugin ("site-generator:modules"). */
const GENERATOR_OWN = /^site-generator($|\/|:)/;

/**
 * For a bundle of the site's code that Node imports: every package stays external (loaded from
 * node_modules, React once for the generator and the site), but this generator's, whose entry
 * points are TypeScript sources that Node 20 cannot run: those are bundled as the site's own code.
 * In place of esbuild's `packages: "external"`, which would leave them out too.
 */
export const externalPackages: Plugin = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      GENERATOR_OWN.test(path) ? undefined : { path, external: true },
    );
  },
};
