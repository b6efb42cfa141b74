import { decodeHTMLAttribute } from "entities";

export interface PageMarkup {
  /** Every attribute name on the page's elements: what `document.querySelector("[data-x]")` finds. */
  attributes: Set<string>;
  /** The `data-island` names. */
  islands: Set<string>;
  /** Script URLs the page itself asks for: `<script src>`, `<link rel="modulepreload">`, and the loader its first script imports (`data-loader`). */
  scripts: string[];
}

// What the DOM holds as text, not elements, once scripts run: the content of a script, a style, a
// noscript, a template (whose own tags are elements), and comments.
const NOT_ELEMENTS = /<!--[\s\S]*?-->|<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<([a-zA-Z][\w:-]*)(\s[^>]*)?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** What of a page's markup decides its scripts (the build's own markup: `>` escaped in attribute values). */
export function readPageMarkup(html: string): PageMarkup {
  const markup: PageMarkup = { attributes: new Set(), islands: new Set(), scripts: [] };
  const tags = html.replace(NOT_ELEMENTS, (element, name?: string) => (name ? /^<[^>]*>/.exec(element)![0] : ""));
  for (const [, name, rest] of tags.matchAll(TAG)) {
    const attributes = new Map([...(rest ?? "").matchAll(ATTRIBUTE)].map(([, key, ...values]) => [key!.toLowerCase(), decodeHTMLAttribute(values.find((value) => value !== undefined) ?? "")]));
    for (const key of attributes.keys()) markup.attributes.add(key);
    const island = attributes.get("data-island");
    if (island) markup.islands.add(island);
    const tag = name!.toLowerCase();
    if (tag === "script" && attributes.get("src")) markup.scripts.push(attributes.get("src")!);
    if (tag === "script" && attributes.get("data-loader")) markup.scripts.push(attributes.get("data-loader")!);
    if (tag === "link" && attributes.get("rel")?.split(/\s+/).includes("modulepreload") && attributes.get("href")) markup.scripts.push(attributes.get("href")!);
  }
  return markup;
}
