/**
 * Shape of a legal document (legal notice, terms, privacy policy): plain typed data, rendered by
 * components/LegalDocument.tsx. No HTML in strings: a link is a segment of its own.
 */

/**
 * A link inside running text. `href` is a site path ("/cgu-cgv/", resolved against the base path
 * when rendered), a fragment of the same page ("#cookies"), or an absolute URL ("mailto:", "https:").
 */
export interface LinkSegment {
  text: string;
  href: string;
}

export type Inline = string | LinkSegment;

/** Running text: a plain string, or segments joined without separator. */
export type RichText = string | readonly Inline[];

export type Block =
  | { kind: "paragraph"; text: RichText }
  | { kind: "list"; items: readonly RichText[] }
  | { kind: "definitions"; items: readonly { term: string; definition: RichText }[] }
  | { kind: "table"; caption: string; columns: readonly string[]; rows: readonly (readonly RichText[])[] };

export interface LegalSubsection {
  /** Stable fragment id, in French kebab-case: other pages may link to it. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface LegalSection extends LegalSubsection {
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocumentData {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  updatedOn: string;
  intro: readonly Block[];
  sections: readonly LegalSection[];
}

const EUROS = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** Whole euros the French way: 1000 → "1 000 €" (narrow no-break space, no-break space). */
export function formatEuros(amount: number): string {
  return EUROS.format(amount);
}

/** The `mailto:` link of an address, shown as the address itself. */
export function emailLink(address: string): LinkSegment {
  return { text: address, href: `mailto:${address}` };
}
