import type { CollectionDefinition } from "site-generator";
import type { Route } from "../route.ts";
import { CONTENT_COLLECTIONS } from "../../content-registry/collections.ts";
import type { ReferenceFrontMatter } from "../../content-registry/schemas/reference.ts";
import { REFERENCES_CMS } from "../../content-registry/cms-labels.ts";
import { REFERENCES_PATH, type Reference } from "./reference.ts";

/** A reference without a date is listed after those with one: dated as early as can be. */
const UNDATED = "1970-01-01";

/** The customer references: one per content/references/<name>.md; their routes are src/routes/reference-routes.ts's. */
export const REFERENCES_READER: Omit<CollectionDefinition<Reference, Route, ReferenceFrontMatter>, "routes"> = {
  entryName: "reference",
  folder: CONTENT_COLLECTIONS.references.folder,
  sitePath: REFERENCES_PATH,
  cms: REFERENCES_CMS,
  schema: CONTENT_COLLECTIONS.references.schema,
  imageFields: ["logo"],
  entry: ({ data, slug, html, images }) => ({
    slug,
    date: data.date ?? UNDATED,
    dated: data.date !== undefined,
    draft: false,
    company: data.company,
    title: data.title,
    description: data.description,
    sector: data.sector,
    region: data.region,
    logo: images.logo!,
    figures: data.figures,
    quote: data.quote,
    person: data.person,
    role: data.role,
    products: data.products,
    example: data.example,
    html,
  }),
  examples: { field: "example", of: (reference) => reference.example },
};
