import path from "node:path";
import type { StylePart } from "./bundle-styles.ts";
import { selectorClasses } from "./css-selectors.ts";
import type { ModuleGraph } from "./module-graph.ts";

const MODULE_EXTENSIONS = [".tsx", ".ts", ".jsx", ".js", ".mts", ".mjs"];

/**
 * Whether a page needs a part of the stylesheet, given the modules the page reaches and the words
 * their string literals hold (the classes its markup may carry). The convention, applied to every
 * file the styles entry imports:
 * - a CSS file beside a module of the same name (HeroSection.css beside HeroSection.tsx) styles
 *   that module: a page needs it when it reaches the module;
 * - one with no module of its name (prospection-b2b/mockup.css) belongs to its folder: a page
 *   needs it when it reaches any module of that folder;
 * - one in a folder without modules (styles/tokens.css), or the entry's own rules, is global:
 *   every page needs it.
 * Components also use classes another file styles (HeroSection's `hero__grid` is PageHero.css's
 * rule), so a page needs as well every part with a selector whose classes its modules all name.
 */
export function partNeeds(
  parts: readonly StylePart[],
  graph: ModuleGraph,
  entry: string,
): ((reached: ReadonlySet<string>, named: ReadonlySet<string>) => boolean)[] {
  const modules = Object.keys(graph);
  return parts.map(({ source, css }) => {
    if (source === entry) return () => true;
    const stem = source.replace(/\.css$/, "");
    const own = MODULE_EXTENSIONS.map((extension) => stem + extension).filter((module) => module in graph);
    const owners = own.length > 0 ? own : modules.filter((module) => path.posix.dirname(module) === path.posix.dirname(source));
    if (owners.length === 0) return () => true;
    const selectors = selectorClasses(css).filter((classes) => classes.length > 0);
    return (reached, named) =>
      owners.some((module) => reached.has(module)) || selectors.some((classes) => classes.every((name) => named.has(name)));
  });
}
