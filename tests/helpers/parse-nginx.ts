export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** Just enough of nginx's syntax: words, quoted strings, `;`, `{ }` and `#` comments. */
interface Token {
  value: string;
  /** `{`, `}` or `;` outside quotes. */
  punctuation: boolean;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s+|#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#][^\s{};]*)/y;
  while (pattern.lastIndex < text.length) {
    const match = pattern.exec(text);
    if (!match) throw new Error(`nginx.conf: cannot read from offset ${pattern.lastIndex}`);
    const value = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (value !== undefined) tokens.push({ value, punctuation: match[3] !== undefined });
  }
  return tokens;
}

export function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let at = 0;
  const parseBlock = (nested: boolean): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length) {
      if (tokens[at]!.punctuation && tokens[at]!.value === "}") {
        if (!nested) throw new Error("nginx.conf: `}` without a matching `{`");
        at++;
        return directives;
      }
      const words: string[] = [];
      while (at < tokens.length && !tokens[at]!.punctuation) words.push(tokens[at++]!.value);
      const end = tokens[at++]?.value;
      const [name, ...args] = words;
      if (!name || (end !== ";" && end !== "{")) throw new Error(`nginx.conf: unterminated directive ${words.join(" ")}`);
      directives.push(end === "{" ? { name, args, block: parseBlock(true) } : { name, args });
    }
    if (nested) throw new Error("nginx.conf: a `{` is never closed");
    return directives;
  };
  return parseBlock(false);
}

/**
 * The location nginx picks for `path` among the top-level `location` blocks: an exact match; else
 * the longest prefix if it is `^~`; else the first regular expression that matches, in the order
 * written; else the longest prefix.
 */
export function matchLocation(directives: Directive[], path: string): Directive | undefined {
  const locations = directives.filter((d) => d.name === "location");
  const exact = locations.find((d) => d.args[0] === "=" && d.args[1] === path);
  if (exact) return exact;
  const prefixes = locations
    .filter((d) => (d.args.length === 1 || d.args[0] === "^~") && path.startsWith(d.args.at(-1)!))
    .sort((a, b) => b.args.at(-1)!.length - a.args.at(-1)!.length);
  if (prefixes[0]?.args[0] === "^~") return prefixes[0];
  const regex = locations.find((d) => (d.args[0] === "~" || d.args[0] === "~*") && new RegExp(d.args[1]!, d.args[0] === "~*" ? "i" : "").test(path));
  return regex ?? prefixes[0];
}
