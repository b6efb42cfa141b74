export interface JsToken {
  /** "string": a quoted string or a template without substitutions; "template": a part of one with them. */
  kind: "name" | "number" | "string" | "template" | "regex" | "punct";
  start: number;
  end: number;
  text: string;
  /** A string's value, its escapes resolved. */
  value?: string;
}

/** A string, template, comment or regular expression that the script does not close. */
export class UnclosedTokenError extends SyntaxError {
  constructor(
    readonly what: string,
    readonly offset: number,
  ) {
    super(`${what} left open at offset ${offset}`);
  }
}

// After these a slash starts a regular expression, not a division.
const BEFORE_EXPRESSION = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);
const NAME = /[A-Za-z_$\u0080-\uffff\\][\w$\u0080-\uffff\\]*/y;
const NUMBER = /(?:0[xXbBoO][\da-fA-F_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?)n?/y;
const REGEX_FLAGS = /[a-z]*/y;

/**
 * The tokens of a script as a bundler writes it, enough to tell its strings from its code: what
 * `site check` reads to find where one script names another. Throws UnclosedTokenError on a
 * string, template, comment or regular expression left open.
 */
export function tokenizeJs(code: string): JsToken[] {
  const tokens: JsToken[] = [];
  // Which `}` ends a template's substitution rather than a block or an object.
  const braces: ("{" | "${")[] = [];
  let i = 0;
  const push = (kind: JsToken["kind"], start: number, value?: string) => tokens.push({ kind, start, end: i, text: code.slice(start, i), value });
  const unclosed = (what: string, start: number): never => {
    throw new UnclosedTokenError(what, start);
  };
  // From just after "`", or after the "}" that ends a substitution, to the next "${" or the closing "`".
  const templatePart = (start: number, whole: boolean) => {
    for (; i < code.length; i++) {
      if (code[i] === "\\") i++;
      else if (code[i] === "`") {
        i++;
        return whole ? push("string", start, unescapeJs(code.slice(start + 1, i - 1))) : push("template", start);
      } else if (code[i] === "$" && code[i + 1] === "{") {
        i += 2;
        braces.push("${");
        return push("template", start);
      }
    }
    return unclosed("template", start);
  };

  while (i < code.length) {
    const start = i;
    const c = code[i]!;
    if (/\s/.test(c)) i++;
    else if (code.startsWith("//", i)) i = code.includes("\n", i) ? code.indexOf("\n", i) : code.length;
    else if (code.startsWith("/*", i)) i = code.includes("*/", i + 2) ? code.indexOf("*/", i + 2) + 2 : unclosed("comment", start);
    else if (c === '"' || c === "'") {
      i = stringEnd(code, i) ?? unclosed("string", start);
      push("string", start, unescapeJs(code.slice(start + 1, i - 1)));
    } else if (c === "`") {
      i++;
      templatePart(start, true);
    } else if (c === "}" && braces.at(-1) === "${") {
      braces.pop();
      i++;
      templatePart(start, false);
    } else if (c === "/" && regexMayStart(tokens.at(-1))) {
      i = regexEnd(code, i) ?? unclosed("regular expression", start);
      push("regex", start);
    } else if (matchAt(NAME, code, i)) {
      i += matchAt(NAME, code, i)!.length;
      push("name", start);
    } else if (matchAt(NUMBER, code, i)) {
      i += matchAt(NUMBER, code, i)!.length;
      push("number", start);
    } else {
      // "++" and "--" as one token: after them a slash divides (`i++/2`).
      i += code.startsWith("++", i) || code.startsWith("--", i) ? 2 : 1;
      if (c === "{") braces.push("{");
      else if (c === "}") braces.pop();
      push("punct", start);
    }
  }
  return tokens;
}

function matchAt(pattern: RegExp, code: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(code)?.[0];
}

function regexMayStart(previous: JsToken | undefined): boolean {
  if (!previous) return true;
  if (previous.kind === "name") return BEFORE_EXPRESSION.has(previous.text);
  if (previous.kind === "punct") return !/^(?:[)\]}]|\+\+|--)$/.test(previous.text);
  return previous.kind === "template" && previous.text.endsWith("${");
}

/** The offset after the string that opens at `at`, or undefined if a line ends it first. */
function stringEnd(code: string, at: number): number | undefined {
  for (let i = at + 1; i < code.length; i++) {
    if (code[i] === "\\") i++;
    else if (code[i] === code[at]) return i + 1;
    else if (code[i] === "\n") return undefined;
  }
  return undefined;
}

function regexEnd(code: string, at: number): number | undefined {
  let inClass = false;
  for (let i = at + 1; i < code.length; i++) {
    const c = code[i];
    if (c === "\\") i++;
    else if (c === "\n") return undefined;
    else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (c === "/" && !inClass) return i + 1 + matchAt(REGEX_FLAGS, code, i + 1)!.length;
  }
  return undefined;
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", 0: "\0" };

function unescapeJs(raw: string): string {
  return raw.replace(/\\(u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|\r\n|[\s\S])/g, (_, escape: string) => {
    if (/^[ux]/.test(escape) && escape.length > 1) return String.fromCodePoint(parseInt(escape.replace(/^u\{?|^x|\}$/g, ""), 16));
    if (escape === "\n" || escape === "\r\n" || escape === "\r") return "";
    return ESCAPES[escape] ?? escape;
  });
}
