const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";
const SKIPPED = /^<(script|style|pre|code|textarea)\b/i;
const ISLAND = /^<div\b[^>]*\sdata-island=/i;

/**
 * French typography on rendered HTML text (never inside tags or code): no line break before
 * « : ; ! ? % € » or after «, and typographic apostrophes. Content stays typed plainly.
 * Islands are skipped: the client renders them again from their props, which Island passes
 * through `frenchText` so both sides agree.
 */
export function frenchTypography(html: string): string {
  let skipping: string | null = null;
  let islandDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (!part.startsWith("<")) return skipping || islandDepth > 0 ? part : frenchText(part);
      if (islandDepth > 0) {
        if (/^<div\b/i.test(part)) islandDepth++;
        else if (/^<\/div\b/i.test(part)) islandDepth--;
      } else if (ISLAND.test(part)) {
        islandDepth = 1;
      } else {
        const opening = SKIPPED.exec(part);
        if (opening && !skipping) skipping = opening[1]!.toLowerCase();
        else if (skipping && part.toLowerCase().startsWith(`</${skipping}`)) skipping = null;
      }
      return part;
    })
    .join("");
}

/** The same rules on plain text, or on HTML-escaped text between tags. */
export function frenchText(text: string): string {
  return text
    .replace(/ ([:%€»])/g, `${NBSP}$1`)
    .replace(/ ([;!?])/g, `${NARROW_NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\p{L})(?:'|&#x27;|&#39;)(?=\p{L})/gu, "$1’");
}

/** Every string inside serialisable props, with French typography. */
export function frenchProps<T>(value: T): T {
  if (typeof value === "string") return frenchText(value) as T;
  if (Array.isArray(value)) return value.map(frenchProps) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, frenchProps(child)])) as T;
  }
  return value;
}
