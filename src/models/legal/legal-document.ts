import type { CollectionEntry, MarkdownPart } from "site-generator";

/** A section of a legal page, from a `##` heading (its subsections from `###`) to the next one. */
export interface LegalSubsection {
  /** Its explicit id, `## Titre {#id}`: other pages link to it, so it never follows the title. */
  id: string;
  /** The heading's inner HTML, and its plain text for the table of contents. */
  title: string;
  text: string;
  /** What follows the heading, as HTML. */
  html: string;
}

export interface LegalSection extends LegalSubsection {
  subsections: LegalSubsection[];
}

/** A legal page (legal notice, terms, privacy policy), read from content/legal/<url-name>.md. */
export interface LegalDocumentData extends CollectionEntry {
  title: string;
  label: string;
  description: string;
  /** YYYY-MM-DD of the last change to the text. */
  updatedOn: string;
  /** The text before the first heading, as HTML. */
  intro: string;
  sections: LegalSection[];
}

/** `##` parts become sections, `###` parts the subsections of the section before them. */
export function legalSections(parts: readonly MarkdownPart[]): { intro: string; sections: LegalSection[] } {
  let intro = "";
  const sections: LegalSection[] = [];
  for (const { heading, html } of parts) {
    if (!heading) {
      intro += legalHtml(html);
      continue;
    }
    const section = { id: heading.id, title: heading.html, text: heading.text, html: legalHtml(html), subsections: [] };
    const parent = sections.at(-1);
    if (heading.depth === 3 && parent) parent.subsections.push(section);
    else sections.push(section);
  }
  return { intro, sections };
}

/**
 * The legal pages' classes on Markdown's HTML; tables scroll sideways in a box of their own on
 * narrow screens, and the first cell of each row heads it (the purpose, the kind of data).
 */
function legalHtml(html: string): string {
  return html
    .replace(/<dl>/g, '<dl class="legal__definitions">')
    .replace(/<table>/g, '<div class="legal__table-scroll"><table class="legal__table">')
    .replace(/<\/table>/g, "</table></div>")
    .replace(/<tr>\n<td>([\s\S]*?)<\/td>/g, '<tr>\n<th scope="row">$1</th>');
}
