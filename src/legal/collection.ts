import { LegalDocument } from "../components/LegalDocument.tsx";
import type { CollectionDefinition } from "../generator/site-definition.ts";
import type { Route } from "../routes.ts";
import { legalFrontMatter, type LegalFrontMatter } from "./front-matter.ts";
import { legalSections, type LegalDocumentData } from "./legal-document.ts";

/**
 * A legal page is in force from the build that publishes it: never held back as scheduled,
 * whatever its `updated` date says.
 */
const NEVER_SCHEDULED = "0001-01-01";

/** The legal pages: one per content/legal/<url-name>.md, at /<url-name>/. */
export const LEGAL_COLLECTION: CollectionDefinition<LegalDocumentData, Route, LegalFrontMatter> = {
  entryName: "legal page",
  folder: "content/legal",
  sitePath: "/",
  schema: legalFrontMatter,
  explicitHeadingIds: true,
  entry: ({ data, slug, parts }) => ({
    slug,
    date: NEVER_SCHEDULED,
    draft: false,
    title: data.title,
    label: data.label,
    description: data.description,
    updatedOn: data.updated,
    ...legalSections(parts),
  }),
  routes: (pages) =>
    pages.map((document) => ({
      path: `/${document.slug}/`,
      label: document.label,
      page: LegalDocument,
      props: { document },
      title: document.title,
      description: document.description,
    })),
};
