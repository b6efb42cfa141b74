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
