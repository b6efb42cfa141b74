import { LegalDocument } from "../components/LegalDocument.tsx";
import type { CollectionDefinition } from "site-generator";
import { LEGAL_LINKS } from "../navigation.ts";
import type { Route } from "../routes.ts";
import { CONTENT_COLLECTIONS } from "../content-registry/collections.ts";
import type { LegalFrontMatter } from "../content-registry/schemas/legal-page.ts";
import { legalSections, type LegalDocumentData } from "./legal-document.ts";
import { LEGAL_CMS } from "../content-registry/cms-labels.ts";

/** The sitemap lists them in the footer's order; a page the footer lacks comes after. */
function footerRank(page: LegalDocumentData): number {
  const rank = LEGAL_LINKS.findIndex((link) => link.path === `/${page.slug}/`);
  return rank === -1 ? LEGAL_LINKS.length : rank;
}

/** The legal pages: one per content/legal/<url-name>.md, at /<url-name>/. */
export const LEGAL_COLLECTION: CollectionDefinition<LegalDocumentData, Route, LegalFrontMatter> = {
  entryName: "legal page",
  folder: CONTENT_COLLECTIONS.legal.folder,
  sitePath: "/",
  cms: LEGAL_CMS,
  schema: CONTENT_COLLECTIONS.legal.schema,
  explicitHeadingIds: true,
  entry: ({ data, slug, parts }) => ({
    slug,
    // Never after the build's day (the schema says so): a legal page is never held back.
    date: data.updated,
    draft: false,
    title: data.title,
    label: data.label,
    description: data.description,
    updatedOn: data.updated,
    ...legalSections(parts),
  }),
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
