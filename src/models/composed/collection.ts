import type { CollectionDefinition } from "site-generator";
import type { Route } from "../route.ts";
import { CONTENT_COLLECTIONS } from "../../content-registry/collections.ts";
import type { ComposedPageFrontMatter } from "../../content-registry/schemas/composed-page.ts";
import { COMPOSED_CMS } from "../../content-registry/cms-labels.ts";
import { NAMED_REFERENCES } from "../../content-registry/reference-rule.ts";
import type { ComposedPageData } from "./composed-page.ts";

/** A page with no publication date is published at once: dated as early as can be. */
const PUBLISHED_AT_ONCE = "1970-01-01";

/** The composed pages: one per content/pages/<name>.md; their routes are src/routes/composed-routes.ts's. */
export const COMPOSED_READER: Omit<CollectionDefinition<ComposedPageData, Route, ComposedPageFrontMatter>, "routes"> = {
  entryName: "page",
  folder: CONTENT_COLLECTIONS.composed.folder,
  sitePath: "/",
  cms: COMPOSED_CMS,
  schema: CONTENT_COLLECTIONS.composed.schema,
  entry: ({ data, slug, markdown, images }) => ({
    slug,
    date: data.date ?? PUBLISHED_AT_ONCE,
    draft: data.draft,
    title: data.title,
    label: data.label,
    address: data.address,
    description: data.description,
    ...(data.until ? { until: data.until, afterwards: data.afterwards } : {}),
    ...(data.shareTitle ? { shareTitle: data.shareTitle } : {}),
    ...(data.canonical ? { canonical: data.canonical } : {}),
    noindex: data.noindex,
    ...(data.campaign ? { campaign: data.campaign } : {}),
    redirectFrom: data.redirectFrom,
    sections: data.sections,
    made: { markdown, images },
  }),
  crossCollection: NAMED_REFERENCES,
  redirects: { field: "redirectFrom", of: (page) => ({ from: page.redirectFrom, to: page.address }) },
  // The schema requires `afterwards` with `until`: only a page with both ends.
  ended: { field: "afterwards", of: (page) => ({ from: [page.address, ...page.redirectFrom], to: page.afterwards! }) },
};
