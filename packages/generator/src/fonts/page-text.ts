import { decodeHTML, decodeHTMLAttribute } from "entities";

/**
 * The text a page can show in its fonts: its text nodes, the attributes a browser renders as text
 * (alt, placeholder, value, title), and its data-* attributes, where islands carry the props they
 * render in the browser. Scripts and styles are skipped: JSON-LD and code are never drawn.
 */
export function textOfPage(html: string): string {
  const parts: string[] = [];
  const withoutCode = html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, (element) => {
    // Their own attributes still count (a script's data-* may hold props); their content does not.
    parts.push(...attributeTexts(element.slice(0, element.indexOf(">") + 1)));
    return " ";
  });
  const text = withoutCode.replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^>]*>/g, (tag) => {
    parts.push(...attributeTexts(tag));
    return " ";
  });
  parts.push(decodeHTML(text));
  return parts.join(" ");
}

const TEXT_ATTRIBUTE = /\s(alt|placeholder|value|title|aria-label|data-[\w-]+)\s*=\s*("([^"]*)"|'([^']*)')/gi;

function attributeTexts(tag: string): string[] {
  return [...tag.matchAll(TEXT_ATTRIBUTE)].map((match) => decodeHTMLAttribute(match[3] ?? match[4] ?? ""));
}

/** The strings of the stylesheet's `content:` declarations, escapes decoded: « », counters' ". ". */
export function textOfCss(css: string): string {
  const strings = [...css.matchAll(/content\s*:([^;}]*)/g)].flatMap((match) => [
    ...(match[1] ?? "").matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g),
  ]);
  return strings
    .map((match) =>
      (match[1] ?? match[2] ?? "").replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_escape, hex: string | undefined, other: string | undefined) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : (other ?? ""),
      ),
    )
    .join(" ");
}
