import { Renderer, type RendererObject, type Token, type Tokens } from "marked";

interface CaptionedTable extends Tokens.Table {
  caption?: Token[];
}

const CAPTION = /^Table:\s+/;

/**
 * A paragraph "Table: …" just before a table (Pandoc's syntax) becomes its caption: a table is
 * announced by its caption to screen reader users. Top-level tables only; returns the tokens
 * without the caption paragraphs.
 */
export function attachCaptions(tokens: readonly Token[]): Token[] {
  const kept: Token[] = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1]?.type === "space" ? tokens[index + 2] : tokens[index + 1];
    const paragraph = token.type === "paragraph" ? (token as Tokens.Paragraph) : undefined;
    const first = paragraph?.tokens[0];
    if (paragraph && next?.type === "table" && first?.type === "text" && CAPTION.test(first.text) && !paragraph.text.includes("\n")) {
      const rest = first.text.replace(CAPTION, "");
      (next as CaptionedTable).caption = [{ ...first, raw: rest, text: rest }, ...paragraph.tokens.slice(1)];
      return;
    }
    kept.push(token);
  });
  return kept;
}

/** Tables with their caption, and header cells saying they head their column. */
export const tableRenderer: RendererObject = {
  table(token) {
    const html = Renderer.prototype.table.call(this, token) as string;
    const caption = (token as CaptionedTable).caption;
    return caption ? html.replace("<table>\n", `<table>\n<caption>${this.parser.parseInline(caption)}</caption>\n`) : html;
  },
  tablecell(token) {
    if (!token.header) return false;
    const align = token.align ? ` align="${token.align}"` : "";
    return `<th scope="col"${align}>${this.parser.parseInline(token.tokens)}</th>\n`;
  },
};
