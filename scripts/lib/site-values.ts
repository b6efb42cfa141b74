/**
 * Edits src/site.ts's source the way a deployer does: one of SITE's top-level values replaced by
 * other TypeScript source, everything else (comments, the spec's constants, the other values)
 * kept. The configurations the suite is run against (tests/fixtures/configs/) and the tests that
 * build a copy with another setting use it; an edit that finds no such value throws, naming it,
 * rather than leaving the copy as it was.
 */
export function setSiteValues(source: string, values: Readonly<Record<string, string>>): string {
  let edited = source;
  for (const [key, value] of Object.entries(values)) edited = setSiteValue(edited, key, value);
  return edited;
}

const SITE_START = /^export const SITE = \{$/m;

export function setSiteValue(source: string, key: string, value: string): string {
  const start = SITE_START.exec(source);
  if (!start) throw new Error("src/site.ts: `export const SITE = {` not found");
  // SITE's own properties are indented by two spaces; nested ones by more.
  const property = new RegExp(`^  ${key}: `, "m").exec(source.slice(start.index));
  if (!property) throw new Error(`src/site.ts: SITE.${key} not found`);
  const from = start.index + property.index + property[0].length;
  const to = endOfValue(source, from);
  return source.slice(0, from) + value + source.slice(to);
}

const CLOSING: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** Where the value starting at `from` ends: at the comma that ends the property, outside brackets and strings. */
function endOfValue(source: string, from: number): number {
  const open: string[] = [];
  for (let at = from; at < source.length; at++) {
    const char = source[at]!;
    if (char === '"' || char === "'" || char === "`") at = endOfString(source, at);
    else if (source.startsWith("//", at)) at = source.indexOf("\n", at);
    else if (source.startsWith("/*", at)) at = source.indexOf("*/", at) + 1;
    else if (char in CLOSING) open.push(CLOSING[char]!);
    else if (open.length > 0 && char === open.at(-1)) open.pop();
    else if (open.length === 0 && (char === "," || char === "}")) return at;
  }
  throw new Error("src/site.ts: a value of SITE does not end");
}

function endOfString(source: string, at: number): number {
  const quote = source[at]!;
  for (let end = at + 1; end < source.length; end++) {
    if (source[end] === "\\") end++;
    else if (source[end] === quote) return end;
  }
  throw new Error("src/site.ts: a string of SITE does not end");
}
