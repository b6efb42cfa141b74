import type { CollectionDefinition } from "site-generator";
import type { Route } from "../route.ts";
import { CONTENT_COLLECTIONS } from "../../content-registry/collections.ts";
import type { LegalFrontMatter } from "../../content-registry/schemas/legal-page.ts";
import { legalSections, type LegalDocumentData } from "./legal-document.ts";
import { LEGAL_CMS } from "../../content-registry/cms-labels.ts";

/** The legal pages: one per content/legal/<url-name>.md; their routes are src/routes/legal-routes.ts's. */
export const LEGAL_READER: Omit<CollectionDefinition<LegalDocumentData, Route, LegalFrontMatter>, "routes"> = {
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
};
