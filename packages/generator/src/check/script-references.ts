import { parse, type AnyNode, type NewExpression, type Program } from "acorn";

/**
 * How a script names another: `import … from "./x.js"`, `import "./x.js"` or `export … from "./x.js"`
 * (static), `import("./x.js")` (dynamic), `new URL("./x.js", import.meta.url)` (url, also when the
 * string is a variable's value and the variable is what new URL is given: `var e = "./x.js"; … new
 * URL(e, import.meta.url)`, as a bundle writes a value the site imports), `key: "./x.js"` in an
 * object (property); null when the string is none of those.
 */
type ReferenceKind = "static" | "dynamic" | "url" | "property" | null;

export interface ScriptReference {
  /** The string as written: "./chunks/menu-AB12CD34.js". */
  url: string;
  kind: ReferenceKind;
  /** The keys of the object properties the string sits in, outermost first: ["islands", "Faq"]. */
  keys: string[];
  start: number;
  end: number;
}

/** A script URL put together at run time (a template with `${…}` that names a .js file): no check can follow it. */
export interface BuiltUrl {
  text: string;
  start: number;
}

/** A script that acorn cannot parse as a module: acorn's reason, and the offset where it stopped. */
export class UnparsableScriptError extends SyntaxError {
  constructor(
    readonly reason: string,
    readonly offset: number,
  ) {
    super(`${reason} at offset ${offset}`);
  }
}

const SCRIPT_URL = /^(?:\.{1,2}\/|\/(?!\/))[^?#]*\.m?js(?:[?#].*)?$/;

/**
 * Every string of `code` that is a script's URL (relative or from the root), with how it is used,
 * in the order of the source. Throws UnparsableScriptError on a script that is not a valid module.
 */
export function findScriptReferences(code: string): { references: ScriptReference[]; builtUrls: BuiltUrl[] } {
  const references: ScriptReference[] = [];
  const builtUrls: BuiltUrl[] = [];
  const program = parseModule(code);
  const urlVariables = variablesMadeUrls(program);
  walk(program, [], (node, ancestors) => {
    const parent = ancestors.at(-1);
    if (node.type === "TemplateLiteral" && node.expressions.length > 0) {
      if (node.quasis.some((quasi) => /\.m?js\b/.test(quasi.value.raw))) builtUrls.push({ text: code.slice(node.start, node.end), start: node.start });
      return;
    }
    const url = stringValue(node);
    if (url === undefined || !SCRIPT_URL.test(url) || isName(node, parent)) return;
    references.push({ url, kind: kindOf(node, parent, urlVariables), keys: keysOf(ancestors), start: node.start, end: node.end });
  });
  const inSource = (a: { start: number }, b: { start: number }) => a.start - b.start;
  return { references: references.sort(inSource), builtUrls: builtUrls.sort(inSource) };
}

function parseModule(code: string): Program {
  try {
    return parse(code, { ecmaVersion: "latest", sourceType: "module" });
  } catch (error) {
    // acorn's SyntaxError carries the offset in `pos` and ends its message with "(line:column)".
    if (!(error instanceof SyntaxError && "pos" in error && typeof error.pos === "number")) throw error;
    throw new UnparsableScriptError(error.message.replace(/ \(\d+:\d+\)$/, ""), error.pos);
  }
}

/** Calls `visit` on every node of `value` (a node or a list of them), with the nodes that hold each, outermost first. */
function walk(value: unknown, ancestors: AnyNode[], visit: (node: AnyNode, ancestors: AnyNode[]) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, ancestors, visit);
  } else if (isNode(value)) {
    visit(value, ancestors);
    ancestors.push(value);
    for (const field of Object.values(value)) walk(field, ancestors, visit);
    ancestors.pop();
  }
}

// A literal's `regex` and `value`, and a template part's `value`, are objects without a type.
function isNode(value: unknown): value is AnyNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/** A string's value, a template's without substitutions too; undefined for any other node. */
function stringValue(node: AnyNode): string | undefined {
  if (node.type === "Literal") return typeof node.value === "string" ? node.value : undefined;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) return node.quasis[0]!.value.cooked ?? undefined;
  return undefined;
}

/**
 * A string that names a property (`{ "./a.js": … }`, a method `"./a.js"() {…}`), an import's or
 * export's binding or an import attribute: a name, which loads nothing; esbuild's development
 * output names each CommonJS module's wrapper after its file so.
 */
function isName(node: AnyNode, parent: AnyNode | undefined): boolean {
  switch (parent?.type) {
    case "Property":
    case "MethodDefinition":
    case "PropertyDefinition":
      return parent.key === node && !parent.computed;
    case "ImportSpecifier":
      return parent.imported === node;
    case "ExportSpecifier":
      return true;
    case "ExportAllDeclaration":
      return parent.exported === node;
    case "ImportAttribute":
      return parent.key === node;
    default:
      return false;
  }
}

/**
 * The names given to `new URL(name, import.meta.url)` anywhere in the module. By name only, not by
 * scope: a minified bundle gives one short name to many variables of nested scopes, so a string
 * so found may be counted as a URL once too often; never one too few.
 */
function variablesMadeUrls(program: Program): Set<string> {
  const names = new Set<string>();
  walk(program, [], (node) => {
    if (node.type !== "NewExpression") return;
    const [url] = node.arguments;
    if (url?.type === "Identifier" && isModuleUrl(node, url)) names.add(url.name);
  });
  return names;
}

function kindOf(node: AnyNode, parent: AnyNode | undefined, urlVariables: ReadonlySet<string>): ReferenceKind {
  switch (parent?.type) {
    case "VariableDeclarator":
      return parent.init === node && parent.id.type === "Identifier" && urlVariables.has(parent.id.name) ? "url" : null;
    case "ImportDeclaration":
    case "ExportNamedDeclaration":
    case "ExportAllDeclaration":
      return parent.source === node ? "static" : null;
    case "ImportExpression":
      return parent.source === node ? "dynamic" : null;
    case "NewExpression":
      return isModuleUrl(parent, node) ? "url" : null;
    case "Property":
      return parent.value === node ? "property" : null;
    default:
      return null;
  }
}

/** `new URL(node, import.meta.url)`. */
function isModuleUrl(expression: NewExpression, node: AnyNode): boolean {
  const [url, base] = expression.arguments;
  return (
    expression.callee.type === "Identifier" &&
    expression.callee.name === "URL" &&
    expression.arguments.length === 2 &&
    url === node &&
    base?.type === "MemberExpression" &&
    !base.computed &&
    base.object.type === "MetaProperty" &&
    base.object.meta.name === "import" &&
    base.object.property.name === "meta" &&
    base.property.type === "Identifier" &&
    base.property.name === "url"
  );
}

/** The key of the property each enclosing object literal is being read at, "" where it has none (a computed key, a spread). */
function keysOf(ancestors: AnyNode[]): string[] {
  return ancestors.flatMap((node, index) => {
    if (node.type !== "ObjectExpression") return [];
    const member = ancestors[index + 1];
    if (member?.type !== "Property" || member.computed) return [""];
    return [member.key.type === "Identifier" ? member.key.name : member.key.type === "Literal" ? String(member.key.value) : ""];
  });
}
