import { createRequire } from "node:module";
import path from "node:path";
import type * as esbuild from "esbuild";

const NAMESPACE = "decap-react";

/**
 * The site's code for the editor imports React from Decap CMS's bundle (src/admin/decap.ts puts
 * it on globalThis) rather than a copy of its own: the previews render the site's components in
 * Decap's tree, and hooks work only with the React that renders them. The names React exports are
 * read from the installed package, so every one a component imports is there.
 */
export function decapReactPlugin(root: string): esbuild.Plugin {
  const react = createRequire(path.join(root, "package.json"))("react") as object;
  const names = Object.keys(react).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default");
  const modules: Record<string, { global: string; names: string[] }> = {
    react: { global: "React", names },
    "react/jsx-runtime": { global: "JsxRuntime", names: ["jsx", "jsxs", "Fragment"] },
  };
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, ({ path: name }) => ({ path: name, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path: name }) => {
        const { global, names: exported } = modules[name]!;
        return { contents: `const m = globalThis.DecapReact.${global};\nexport default m;\nexport const { ${exported.join(", ")} } = m;\n`, loader: "js" };
      });
    },
  };
}
