const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";
const SKIPPED = /^<(script|style|pre|code|textarea)\b/i;

/**
 * French typography on rendered HTML text (never inside tags or code): no line break before
 * « : ; ! ? % € » or after «, and typographic apostrophes. Content stays typed plainly.
 */
export function frenchTypography(html: string): string {
  let skipping: string | null = null;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        const opening = SKIPPED.exec(part);
        if (opening && !skipping) skipping = opening[1]!.toLowerCase();
        else if (skipping && part.toLowerCase().startsWith(`</${skipping}`)) skipping = null;
        return part;
      }
      return skipping ? part : fixText(part);
    })
    .join("");
}

function fixText(text: string): string {
  return text
    .replace(/ ([:%€»])/g, `${NBSP}$1`)
    .replace(/ ([;!?])/g, `${NARROW_NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\p{L})(?:'|&#x27;|&#39;)(?=\p{L})/gu, "$1’");
}
