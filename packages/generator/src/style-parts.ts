import type { StylePart } from "./bundle-styles.ts";

// The font step rewrites the @font-face rules of the whole CSS at once (it needs every rule to know
// the weights in use), while pages link stylesheets made of parts (page-styles.ts): the parts go to
// it joined, each after a marker comment that postcss keeps, and come back split at the markers.
const MARKER = (index: number) => `/*!site-style-part ${index}*/`;

export function joinParts(parts: readonly StylePart[]): string {
  return parts.map((part, index) => `${MARKER(index)}\n${part.css}`).join("\n");
}

/** The parts with their CSS as `css` has it: `css` is joinParts' text, rewritten. */
export function splitParts(css: string, parts: readonly StylePart[]): StylePart[] {
  const pieces = css.split(/\/\*!site-style-part (\d+)\*\/\n?/);
  const texts = new Map<number, string>();
  for (let index = 1; index < pieces.length; index += 2) texts.set(Number(pieces[index]), pieces[index + 1] ?? "");
  return parts.map((part, index) => {
    const text = texts.get(index);
    if (text === undefined) throw new Error(`The font step lost the marker of ${part.source}'s CSS`);
    return { ...part, css: text };
  });
}
