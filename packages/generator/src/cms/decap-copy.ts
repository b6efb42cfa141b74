import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { BuildError } from "../build-error.ts";

/**
 * The packages that give Decap's built copy its React: npm aliases of react and react-dom at the
 * version of the react-dom/client that copy carries (the project's package.json). The editor's
 * vendor bundle imports them in place of the site's React (admin-bundles.ts).
 */
export const DECAP_REACT = { react: "react-for-decap", "react-dom": "react-dom-for-decap" } as const;

/** Decap CMS as its package ships it built: where it goes in the editor's folder, and its files. */
export interface DecapCopy {
  /** The folder in the editor's, named by Decap's version: "decap-cms-app-3.16.3/". */
  folder: string;
  /** Its script, in that folder: it loads the others (its lazy chunks) from beside itself. */
  script: string;
  /** Each file to copy into that folder, by name, from node_modules. */
  files: { name: string; source: string }[];
}

/**
 * decap-cms-app's `dist/`: a script of 4.7 MB, minified, its chunks and a WebP encoder's
 * WebAssembly, which the editor's page loads as they are. Bundling Decap's sources instead cost a
 * cold build 2.3 s and esbuild 310 MiB (docs/performance.md, "Loaded late, cached or done once").
 * The copy takes React and ReactDOM from `window` but carries its own react-dom/client, which
 * throws at start unless React is its very version: the aliases of DECAP_REACT must be at it, and
 * the build says so, naming both, when they are not.
 * Source maps stay out (20 MB an editor never asks for), and so does `dist/esm/`, a folder.
 */
export function findDecapCopy(root: string): DecapCopy {
  const { version, script } = decapPackage(root);
  const dist = path.dirname(script);
  const files = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".map"))
    .map(({ name }) => ({ name, source: path.join(dist, name) }));
  return { folder: `decap-cms-app-${version}/`, script: path.basename(script), files };
}

/**
 * Throws when the React the vendor bundle gives Decap's copy is not the one its react-dom/client
 * was built with (its start would fail in the editor's browser with React's error 527). Read when
 * the vendor bundle is made, that is when an install changed node_modules.
 */
export function checkDecapReact(root: string): void {
  const { require, version, main, script } = decapPackage(root);
  const text = readFileSync(script, "utf8");
  const expected = /version:"([^"]+)",rendererPackageName:"react-dom"/.exec(text)?.[1];
  if (!expected) {
    throw new BuildError(`the editor: decap-cms-app ${version}'s built copy (${main}) names no react-dom version; expected one at rendererPackageName:"react-dom", as in Decap 3.16`);
  }
  const wrong = Object.values(DECAP_REACT).flatMap((name) => {
    const installed = installedVersion(require, name);
    return installed === expected ? [] : [`${name} is ${installed ?? "not installed"}`];
  });
  if (wrong.length > 0) {
    const wanted = Object.entries(DECAP_REACT).map(([pkg, alias]) => `"${alias}": "npm:${pkg}@${expected}"`).join(", ");
    throw new BuildError(`the editor: decap-cms-app ${version}'s built copy runs on React ${expected} only, and ${wrong.join(", ")}; expected in package.json's dependencies: ${wanted}, then npm install`);
  }
}

/** decap-cms-app as the project installed it: its version and its built script (`main`). */
function decapPackage(root: string) {
  const require = createRequire(path.join(root, "package.json"));
  const manifest = require.resolve("decap-cms-app/package.json");
  const { version, main } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string; main: string };
  return { require, version, main, script: path.join(path.dirname(manifest), main) };
}

function installedVersion(require: NodeJS.Require, name: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
  } catch {
    return undefined;
  }
}
