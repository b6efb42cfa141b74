import type { AtRule, Declaration, Root } from "postcss";

/**
 * Writes the value of each constant custom property in place of its `var()`s and drops its
 * declaration: `padding:var(--space-4)` becomes `padding:1rem`. A property is constant when the
 * CSS declares it once, on a top-level `:root` rule, not `!important`, and no other rule, media
 * query, at-rule or keyframe declares or queries it, and no name in `namedInCode` is its own (the
 * site's code and content may set it in a `style` attribute, or read or set it from script). Its
 * value may hold `var()`s of other constant properties; one that holds anything resolved where it
 * is declared rather than where it is used (`attr()`, `if()`, a property that is not constant) is
 * left as it is, with every use of it.
 *
 * An unregistered custom property's value is a list of tokens put in place of each `var()`, so
 * the same text gives the same computed styles; but where the `var()` touches a neighbour
 * (`var(--n)px`, `+var(--x)`, `var(--a)var(--b)`), the text would read as other tokens (`2px`, a
 * signed number): such a use, and any outside a style rule (`@font-face`, `@page`), keeps its
 * property declared.
 */
export async function inlineConstantTokens(css: string, namedInCode: ReadonlySet<string>): Promise<string> {
  const { default: postcss } = await import("postcss");
  const root = postcss.parse(css);
  const constant = constantDeclarations(root, namedInCode);
  const resolved = new Map<string, string | undefined>();
  const resolve = (name: string, seen: readonly string[] = []): string | undefined => {
    if (resolved.has(name)) return resolved.get(name);
    const decl = constant.get(name);
    if (!decl || seen.includes(name) || !isContextFree(decl.value)) return undefined;
    let complete = true;
    const value = substitute(decl.value, (inner) => resolve(inner, [...seen, name]), () => (complete = false));
    resolved.set(name, complete ? value : undefined);
    return resolved.get(name);
  };
  const kept = new Set<string>();
  root.walkDecls((decl) => {
    if (constant.get(decl.prop) === decl && resolve(decl.prop) !== undefined) return;
    if (inStyleRule(decl)) decl.value = substitute(decl.value, (name) => resolve(name), (name) => kept.add(name));
    else for (const call of varCalls(decl.value)) kept.add(call.name);
  });
  for (const [name, decl] of constant) {
    const value = resolve(name);
    if (value === undefined) continue;
    // Still used as a property: its value must not name the ones dropped.
    if (kept.has(name)) {
      decl.value = value;
      continue;
    }
    const rule = decl.parent!;
    decl.remove();
    if (rule.nodes?.length === 0) rule.remove();
  }
  return root.toString();
}

/** The declarations of the properties that are declared once, on `:root`, and named nowhere else. */
function constantDeclarations(root: Root, namedInCode: ReadonlySet<string>): Map<string, Declaration> {
  const declarations = new Map<string, Declaration[]>();
  root.walkDecls(/^--/, (decl) => void declarations.set(decl.prop, [...(declarations.get(decl.prop) ?? []), decl]));
  // @property, @container style(--x: …), @supports (--x: …): the name means more than its value.
  const queried = new Set<string>();
  root.walkAtRules((rule: AtRule) => {
    for (const name of rule.params.match(/--[\w-]+/g) ?? []) queried.add(name);
  });
  const constant = new Map<string, Declaration>();
  for (const [name, [decl, ...others]] of declarations) {
    const rule = decl!.parent;
    const onRoot = rule?.type === "rule" && (rule as import("postcss").Rule).selector.trim() === ":root" && rule.parent?.type === "root";
    const keyword = /^\s*(initial|inherit|unset|revert|revert-layer)?\s*$/i.test(decl!.value);
    if (others.length === 0 && onRoot && !decl!.important && !keyword && /^--[\w-]+$/.test(name) && !queried.has(name) && !namedInCode.has(name)) {
      constant.set(name, decl!);
    }
  }
  return constant;
}

/**
 * Functions whose result does not depend on the element the value is declared on (unlike `attr()`,
 * `if()`, `inherit()`), and whose text means the same in any stylesheet (unlike a relative `url()`).
 */
const CONTEXT_FREE = new Set(
  ["var", "calc", "clamp", "min", "max", "round", "mod", "rem", "abs", "sign", "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix"].concat(
    ["linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient", "repeating-radial-gradient", "cubic-bezier", "steps"],
  ),
);

function isContextFree(value: string): boolean {
  if (/[{}!;]/.test(value)) return false;
  return [...value.matchAll(/([\w-]*)\(/g)].every((match) => CONTEXT_FREE.has(match[1]!.toLowerCase()));
}

/**
 * `value` with each `var()` whose property `lookup` knows written as its value, where that text reads
 * as the same tokens; the others are kept, with their fallbacks substituted, and passed to `unresolved`.
 */
function substitute(value: string, lookup: (name: string) => string | undefined, unresolved: (name: string) => void): string {
  let out = "";
  let from = 0;
  for (const call of varCalls(value)) {
    const known = lookup(call.name);
    const alone = !/[^\s(,/*]$/.test(value.slice(0, call.start)) && !/^[^\s),/*]/.test(value.slice(call.end));
    let text: string;
    if (known !== undefined && alone) text = known;
    else {
      unresolved(call.name);
      text = call.fallback === undefined ? value.slice(call.start, call.end) : `var(${call.name},${substitute(call.fallback, lookup, unresolved)})`;
    }
    out += value.slice(from, call.start) + text;
    from = call.end;
  }
  return out + value.slice(from);
}

interface VarCall {
  start: number;
  /** Past its closing parenthesis. */
  end: number;
  name: string;
  /** After the first comma, as written; undefined without one. */
  fallback: string | undefined;
}

/** The `var()`s of `value` that are not inside another's fallback. */
function varCalls(value: string): VarCall[] {
  const calls: VarCall[] = [];
  for (let index = 0; index < value.length; index++) {
    const character = value[index]!;
    if (character === '"' || character === "'") index = stringEnd(value, index);
    else if (/^var\(/i.test(value.slice(index, index + 4)) && !/[\w-]/.test(value[index - 1] ?? "")) {
      let depth = 0;
      let comma = -1;
      let end = index + 3;
      for (; end < value.length; end++) {
        const inner = value[end]!;
        if (inner === '"' || inner === "'") end = stringEnd(value, end);
        else if (inner === "(") depth++;
        else if (inner === ")" && --depth === 0) break;
        else if (inner === "," && depth === 1 && comma < 0) comma = end;
      }
      // Unclosed: the rest of the value is the call, as CSS reads it.
      const close = Math.min(end, value.length);
      const args = value.slice(index + 4, close);
      const name = (comma < 0 ? args : value.slice(index + 4, comma)).trim();
      calls.push({ start: index, end: close + 1, name, fallback: comma < 0 ? undefined : value.slice(comma + 1, close) });
      index = close;
    }
  }
  return calls;
}

/** The index of the quote that closes the string opening at `start`. */
function stringEnd(value: string, start: number): number {
  let index = start + 1;
  while (index < value.length && value[index] !== value[start]) index += value[index] === "\\" ? 2 : 1;
  return index;
}

/** In a style rule (or a keyframe, or nested in one), not in an at-rule of descriptors such as @font-face. */
function inStyleRule(decl: Declaration): boolean {
  return decl.parent?.type === "rule";
}
