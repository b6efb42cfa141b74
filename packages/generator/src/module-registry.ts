import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Loader, Plugin } from "esbuild";
import { namesIn } from "./module-graph.ts";

/**
 * Which module a route's page component comes from. A route hands the generator its page as an
 * opaque value; to find the stylesheets the page needs (page-styles.ts), the build must know the
 * module that exports it, and from there what that module imports. esbuild's metafile has the
 * imports, not which function lives where, so this plugin has every module of the site's server
 * bundle record its namespace (its exports) by its path, and the server entry export that record:
 * the generator then finds the page's module by identity, `namespace[name] === route.page`.
 * The plugin only appends lines at the end of each file, so source lines and stacks stay as written.
 */
const RECORD = "site-generator:modules";
export const MODULES_EXPORT = "__siteGeneratorModules";

/** Module path from the project root → its exports. */
export type ModuleRecord = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

const LOADERS: Record<string, Loader> = { ".ts": "ts", ".mts": "ts", ".tsx": "tsx", ".js": "js", ".mjs": "js", ".jsx": "jsx" };

/** `names` receives the words of each module's string literals (module-graph.ts), read here once. */
export function moduleRecordPlugin(root: string, serverEntry: string, names: Map<string, string[]>): Plugin {
  return {
    name: "module-record",
    setup(build) {
      build.onResolve({ filter: /^site-generator:modules$/ }, () => ({ path: "modules", namespace: "site-generator" }));
      build.onLoad({ filter: /.*/, namespace: "site-generator" }, () => ({ contents: "export const modules = new Map();", loader: "js" }));
      build.onLoad({ filter: /\.(m?[jt]s|[jt]sx)$/ }, async (args) => {
        if (args.path.split(path.sep).includes("node_modules")) return undefined;
        const id = path.relative(root, args.path).split(path.sep).join("/");
        const self = JSON.stringify(`./${path.basename(args.path)}`);
        const lines = [
          `import * as __siteGeneratorSelf from ${self};`,
          `import { modules as __siteGeneratorRecord } from ${JSON.stringify(RECORD)};`,
          `__siteGeneratorRecord.set(${JSON.stringify(id)}, __siteGeneratorSelf);`,
        ];
        if (path.resolve(args.path) === path.resolve(serverEntry)) lines.push(`export { modules as ${MODULES_EXPORT} } from ${JSON.stringify(RECORD)};`);
        const source = await readFile(args.path, "utf8");
        names.set(id, namesIn(source));
        return { contents: `${source}\n${lines.join("\n")}\n`, loader: LOADERS[path.extname(args.path)] ?? "js" };
      });
    },
  };
}

/** The modules that export `value` (a function defined in one and re-exported by others: all of them). */
export function modulesExporting(record: ModuleRecord, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return [...record].filter(([, exports]) => Object.values(exports).includes(value)).map(([id]) => id);
}
