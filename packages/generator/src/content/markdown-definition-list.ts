import type { TokenizerAndRendererExtension, Tokens } from "marked";

// A term on its line, then one or more lines starting ": " (PHP Markdown Extra's and Pandoc's
// syntax); items may be separated by a blank line. A term never starts like another block.
const TERM = String.raw`[^\s:#>|][^\n]*\n`;
const DEFINITION_LIST = new RegExp(String.raw`^(?:${TERM}(?:: [^\n]*(?:\n|$))+(?:\n(?=${TERM}: ))?)+`);

interface DefinitionPart extends Tokens.Generic {
  type: "definitionTerm" | "definitionDescription";
  tokens: Tokens.Generic[];
}

/**
 * Definition lists, which Markdown lacks and legal texts need:
 *
 *     Dénomination sociale
 *     : {{company.name}}
 *
 * becomes `<dl><div><dt>…</dt><dd>…</dd></div></dl>`, each term grouped with its definitions.
 */
export const definitionList: TokenizerAndRendererExtension = {
  name: "definitionList",
  level: "block",
  tokenizer(src) {
    const match = DEFINITION_LIST.exec(src);
    if (!match) return undefined;
    const items: DefinitionPart[] = [];
    for (const line of match[0].split("\n")) {
      if (line.trim() === "") continue;
      const isDescription = line.startsWith(": ");
      const text = isDescription ? line.slice(2).trim() : line.trim();
      items.push({ type: isDescription ? "definitionDescription" : "definitionTerm", raw: line, text, tokens: this.lexer.inlineTokens(text) });
    }
    return { type: "definitionList", raw: match[0], items };
  },
  // So that walkTokens reaches their links (site paths get the base path).
  childTokens: ["items"],
  renderer(token) {
    let html = "";
    for (const item of token.items as DefinitionPart[]) {
      const inner = this.parser.parseInline(item.tokens);
      if (item.type === "definitionTerm") html += `${html ? "</div>\n" : ""}<div><dt>${inner}</dt>`;
      else html += `<dd>${inner}</dd>`;
    }
    return `<dl>\n${html}</div>\n</dl>\n`;
  },
};
