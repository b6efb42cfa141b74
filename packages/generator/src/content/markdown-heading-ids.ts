import type { RendererObject, Tokens } from "marked";
import { escapeHtml } from "../escape-html.ts";

export interface HeadingWithId extends Tokens.Heading {
  /** Written by the author after the title: `## Titre {#id}`. */
  explicitId?: string;
}

const EXPLICIT_ID = /\s*\{#([^{}\s]*)\}\s*$/;

/**
 * Takes an explicit id off the end of a heading (`## Titre {#titre}`), so that a title can be
 * fixed without moving the links to it. The id is checked where the heading's line is known.
 */
export function takeExplicitId(token: HeadingWithId): void {
  const last = token.tokens.at(-1);
  const match = last?.type === "text" ? EXPLICIT_ID.exec(last.text) : null;
  if (!last || last.type !== "text" || !match) return;
  token.explicitId = match[1]!;
  token.text = token.text.replace(EXPLICIT_ID, "");
  const text = last.text.slice(0, match.index);
  if (text) token.tokens[token.tokens.length - 1] = { ...last, raw: text, text };
  else token.tokens.pop();
}

/** Headings with an explicit id keep it; the others get GitHub's (marked-gfm-heading-id). */
export const explicitIdRenderer: RendererObject = {
  heading(token) {
    const id = (token as HeadingWithId).explicitId;
    if (!id) return false;
    return `<h${token.depth} id="${escapeHtml(id)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
  },
};
