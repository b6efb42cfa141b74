import postcss, { type AtRule, type Node, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

/** At-rules whose rules apply to the page as rules at the top level do; other at-rules' blocks hold none that count. */
const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container"]);

/**
 * The classes each selector of a stylesheet requires: `.a .b:hover, .c` gives [["a", "b"], ["c"]].
 * A rule can only match a page that carries every one of them. Classes inside functional
 * pseudo-classes (`:not(.x)`, `:is(.y, .z)`) are not required, but those of a `:has()` of one
 * selector are: `.a:has(.b)` matches only where a .b is. Rules inside @media, @supports,
 * @layer and @container count; @keyframes and @font-face hold no selectors.
 */
export function selectorClasses(css: string): string[][] {
  const selectors: string[][] = [];
  postcss.parse(css).walkRules((rule) => {
    if (!atTopLevel(rule)) return;
    for (const selector of selectorParser().astSync(rule.selector).nodes) selectors.push(requiredClasses(selector));
  });
  return selectors;
}

function atTopLevel(rule: Rule): boolean {
  for (let parent = rule.parent as Node | undefined; parent && parent.type !== "root"; parent = parent.parent as Node | undefined) {
    if (parent.type !== "atrule" || !GROUPING_AT_RULES.has((parent as AtRule).name.toLowerCase())) return false;
  }
  return true;
}

/**
 * The classes of the selector itself; those of pseudo-classes' arguments are its children's, not
 * its own, but for `:has(…)` of a single selector, which a match requires.
 */
function requiredClasses(selector: selectorParser.Selector): string[] {
  const own = selector.nodes.filter(selectorParser.isClassName).map((node) => node.value);
  const had = selector.nodes.filter(selectorParser.isPseudo).filter((node) => node.value.toLowerCase() === ":has" && node.nodes.length === 1);
  return [...new Set([...own, ...had.flatMap((node) => requiredClasses(node.nodes[0]!))])];
}
