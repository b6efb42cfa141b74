import content from "../../content/veille-appels-offres/page.yaml";

export interface SearchResult {
  title: string;
  /** What the mock-up shows next to the notice. */
  note: string;
  verdict: "relevant" | "noise" | "missed";
}

export interface SearchSide {
  /** The label above the side: which method it is. */
  tag: string;
  id: string;
  title: string;
  query: { label: string; terms: readonly string[] };
  results: readonly SearchResult[];
  summary: string;
  points: readonly { title: string; text: string }[];
}

export interface TenderTool {
  icon: "list" | "export" | "bell";
  title: string;
  text: string;
  features: readonly string[];
}

// The texts are in content/veille-appels-offres/page.yaml.
export const {
  hero: TENDERS_HERO,
  preview: TENDERS_PREVIEW,
  searchComparison: SEARCH_COMPARISON,
  monitoring: MONITORING,
  tools: TENDER_TOOLS,
  cta: TENDERS_CTA,
} = content;
