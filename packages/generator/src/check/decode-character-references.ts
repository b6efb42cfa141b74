const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * Decodes the character references html-validate leaves in attribute values (`&amp;`, `&#x27;`).
 * Only the named references a serialiser writes are known; others stay as written, and
 * html-validate's `unrecognized-char-ref` reports the invalid ones.
 */
export function decodeCharacterReferences(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (reference, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED[body] ?? reference;
  });
}
