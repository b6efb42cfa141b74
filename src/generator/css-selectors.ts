/**
 * The classes each selector of a stylesheet requires: `.a .b:hover, .c` gives [["a", "b"], ["c"]].
 * A rule can only match a page that carries every one of them. Classes inside functional
 * pseudo-classes (`:not(.x)`, `:is(.y, .z)`) are not required. Rules inside @media, @supports,
 * @layer and @container count; @keyframes and @font-face hold no selectors.
 */
export function selectorClasses(css: string): string[][] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const selectors: string[][] = [];
  let at = 0;
  const skipBlock = () => {
    for (let depth = 1; at < text.length && depth > 0; at++) {
      if (text[at] === "{") depth++;
      else if (text[at] === "}") depth--;
    }
  };
  const readRules = () => {
    while (at < text.length) {
      const open = text.indexOf("{", at);
      const close = text.indexOf("}", at);
      const semicolon = text.indexOf(";", at);
      if (close !== -1 && (open === -1 || close < open)) {
        at = close + 1;
        return;
      }
      if (open === -1) return;
      // A statement at-rule (@import, @charset, @layer a, b;) before the next block.
      if (semicolon !== -1 && semicolon < open && text.slice(at, semicolon).trim().startsWith("@")) {
        at = semicolon + 1;
        continue;
      }
      const prelude = text.slice(at, open).trim();
      at = open + 1;
      if (/^@(media|supports|layer|container)\b/.test(prelude)) readRules();
      else if (prelude.startsWith("@")) skipBlock();
      else {
        for (const selector of splitList(prelude)) selectors.push(requiredClasses(selector));
        skipBlock();
      }
    }
  };
  readRules();
  return selectors;
}

/** Top-level comma-separated parts: `.a:is(.b, .c), .d` → [".a:is(.b, .c)", ".d"]. */
function splitList(selectorList: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorList.length; index++) {
    const char = selectorList[index];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(selectorList.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, selectorList.slice(start)];
}

function requiredClasses(selector: string): string[] {
  let outside = "";
  let depth = 0;
  for (const char of selector) {
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0) outside += char;
  }
  return [...new Set([...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))];
}
