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

// One pass for all rules; most text runs (menus, footers repeated on every page) have nothing to
// fix, and the cheap test below skips them, since this runs over every page of every build.
const MAYBE = / [:;!?%€»]|« |'|&#x27;|&#39;/;
const RULES = / ([:%€»])| ([;!?])|« |(\p{L})(?:'|&#x27;|&#39;)(?=\p{L})/gu;

/** The same rules on plain text, or on HTML-escaped text between tags. */
export function frenchText(text: string): string {
  if (!MAYBE.test(text)) return text;
  return text.replace(RULES, (_match, wide?: string, narrow?: string, letter?: string) => {
    if (wide) return `${NBSP}${wide}`;
    if (narrow) return `${NARROW_NBSP}${narrow}`;
    if (letter) return `${letter}’`;
    return `«${NBSP}`;
  });
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
