import { tokenizeJs, type JsToken } from "./js-tokens.ts";

/**
 * How a script names another: `import … from "./x.js"` or `import "./x.js"` (static), `import("./x.js")`
 * (dynamic), `new URL("./x.js", import.meta.url)` (url), `key: "./x.js"` in an object (property);
 * null when the string is none of those.
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

/** A bracket being read: `(`, `[`, a block's or an object's `{`, a template's `${`. */
interface Frame {
  object: boolean;
  /** In an object, the key of the property being read. */
  key?: string;
}

const SCRIPT_URL = /^(?:\.{1,2}\/|\/(?!\/))[^?#]*\.m?js(?:[?#].*)?$/;

/** Every string of `code` that is a script's URL (relative or from the root), with how it is used. */
export function findScriptReferences(code: string): { references: ScriptReference[]; builtUrls: BuiltUrl[] } {
  const tokens = tokenizeJs(code);
  const references: ScriptReference[] = [];
  const builtUrls: BuiltUrl[] = [];
  const frames: Frame[] = [];
  // The templates with substitutions being read: where each starts, and its literal parts so far.
  const templates: { start: number; parts: string[] }[] = [];
  tokens.forEach((token, index) => {
    const at = (offset: number) => tokens[index + offset];
    if (token.kind === "template") {
      if (token.text.startsWith("`")) templates.push({ start: token.start, parts: [] });
      templates.at(-1)!.parts.push(token.text);
      if (token.text.startsWith("}")) frames.pop();
      if (token.text.endsWith("${")) frames.push({ object: false });
      else {
        const template = templates.pop()!;
        if (/\.m?js\b/.test(template.parts.join(""))) builtUrls.push({ text: code.slice(template.start, token.end), start: template.start });
      }
    } else if (token.kind === "punct") {
      if ("([{".includes(token.text)) frames.push({ object: token.text === "{" && objectMayStart(at(-1)) });
      else if (")]}".includes(token.text)) frames.pop();
      else if (token.text === ":" && frames.at(-1)?.object && isKey(at(-1)) && isPunct(at(-2), "{", ",")) frames.at(-1)!.key = keyOf(at(-1)!);
    } else if (token.kind === "string" && SCRIPT_URL.test(token.value!) && !isPropertyName(tokens, index, frames)) {
      const keys = frames.filter((frame) => frame.object).map((frame) => frame.key ?? "");
      references.push({ url: token.value!, kind: kindOf(tokens, index, frames), keys, start: token.start, end: token.end });
    }
  });
  return { references, builtUrls };
}

function kindOf(tokens: JsToken[], index: number, frames: Frame[]): ReferenceKind {
  const at = (offset: number) => tokens[index + offset];
  if (isName(at(-1), "from") || (isName(at(-1), "import") && !isPunct(at(-2), "."))) return "static";
  if (isPunct(at(-1), "(") && isName(at(-2), "import") && isPunct(at(1), ")", ",")) return "dynamic";
  if (isPunct(at(-1), "(") && isName(at(-2), "URL") && isName(at(-3), "new") && sequence(tokens, index + 1, [",", "import", ".", "meta", ".", "url", ")"])) return "url";
  if (isPunct(at(-1), ":") && isKey(at(-2)) && isPunct(at(-3), "{", ",") && frames.at(-1)?.object) return "property";
  return null;
}

/**
 * A string that names an object's property (`{ "./a.js": …` or a method `"./a.js"() {…}`): a name,
 * which loads nothing; esbuild's development output names each CommonJS module's wrapper so.
 */
function isPropertyName(tokens: JsToken[], index: number, frames: Frame[]): boolean {
  return !!frames.at(-1)?.object && isPunct(tokens[index - 1], "{", ",") && isPunct(tokens[index + 1], ":", "(");
}

/** A "{" that opens an object literal, not a block: where an expression starts, but after an arrow (`=>`). */
function objectMayStart(previous: JsToken | undefined): boolean {
  if (!previous) return false;
  if (previous.kind === "punct") return !/^[)\]{};>]$/.test(previous.text);
  return previous.kind === "name" && ["return", "yield", "await", "case", "in", "of", "typeof", "void"].includes(previous.text);
}

function isKey(token: JsToken | undefined): boolean {
  return token?.kind === "name" || token?.kind === "string" || token?.kind === "number";
}

function keyOf(token: JsToken): string {
  return token.kind === "string" ? token.value! : token.text;
}

function isName(token: JsToken | undefined, name: string): boolean {
  return token?.kind === "name" && token.text === name;
}

function isPunct(token: JsToken | undefined, ...texts: string[]): boolean {
  return token?.kind === "punct" && texts.includes(token.text);
}

function sequence(tokens: JsToken[], from: number, texts: string[]): boolean {
  return texts.every((text, offset) => tokens[from + offset]?.text === text);
}
