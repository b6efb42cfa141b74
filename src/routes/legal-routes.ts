import type { CollectionDefinition } from "site-generator";
import { LEGAL_LINKS } from "../models/navigation.ts";
import type { Route } from "../models/route.ts";
import { LEGAL_READER } from "../models/legal/collection.ts";
import type { LegalDocumentData } from "../models/legal/legal-document.ts";
import type { LegalFrontMatter } from "../content-registry/schemas/legal-page.ts";
import { LegalDocument } from "../components/LegalDocument.tsx";

/** The sitemap lists them in the footer's order; a page the footer lacks comes after. */
function footerRank(page: LegalDocumentData): number {
  const rank = LEGAL_LINKS.findIndex((link) => link.path === `/${page.slug}/`);
  return rank === -1 ? LEGAL_LINKS.length : rank;
}

/** The legal pages as the build takes them: their reader, and one route each at /<url-name>/. */
export const LEGAL_COLLECTION: CollectionDefinition<LegalDocumentData, Route, LegalFrontMatter> = {
  ...LEGAL_READER,
  routes: (pages) =>
    [...pages].sort((a, b) => footerRank(a) - footerRank(b)).map((document) => ({
      path: `/${document.slug}/`,
      label: document.label,
      page: LegalDocument,
      props: { document },
      title: document.title,
      description: document.description,
    })),
};
