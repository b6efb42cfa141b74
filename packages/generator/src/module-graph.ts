import path from "node:path";

/**
 * The site's server code as a graph: each bundled module, by its path from the project root
 * ("src/sections/home/HeroSection.tsx"), and the modules it imports. Made from esbuild's metafile,
 * whose paths are relative to the working folder; packages (external) and virtual modules are left out.
 */
export type ModuleGraph = Readonly<Record<string, readonly string[]>>;

/** Each module's words (namesIn), by the same paths. */
export type ModuleNames = Readonly<Record<string, readonly string[]>>;

interface MetafileInput {
  imports: readonly { path: string; external?: boolean }[];
}

export function moduleGraph(inputs: Readonly<Record<string, MetafileInput>>, root: string): ModuleGraph {
  const fromRoot = (input: string) => path.relative(root, path.resolve(input)).split(path.sep).join("/");
  const isFile = (input: string) => !/^[a-z-]+:/.test(input);
  const graph: Record<string, string[]> = {};
  for (const [input, { imports }] of Object.entries(inputs)) {
    if (!isFile(input)) continue;
    graph[fromRoot(input)] = imports.filter((record) => !record.external && isFile(record.path)).map((record) => fromRoot(record.path));
  }
  return graph;
}

/** Every module `starts` import, directly or not, themselves included; `stops` and what only they import are left out. */
export function reachable(graph: ModuleGraph, starts: Iterable<string>, stops: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module) || stops.has(module)) return;
    seen.add(module);
    for (const imported of graph[module] ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return seen;
}

/**
 * The words a module's string literals hold ("hero__grid", "button"): the class names its markup
 * may carry, for style-owners.ts. Comments are left out; other words only cost a rule or two.
 */
export function namesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\\])\/\/.*$/gm, "$1");
  // Module specifiers are paths, not classes: `from "./legal/collection.ts"` names no "legal".
  const withoutSpecifiers = code.replace(/\b(from|import)(\s*\(?\s*)(["'])[^"'\n]*\3/g, "$1$2");
  const literals = [...withoutSpecifiers.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
  return [...new Set(literals.flatMap((literal) => literal.split(/[^\w-]+/)).filter((word) => /^-?[_a-zA-Z][\w-]*$/.test(word)))];
}
