import type { CollectionDefinition } from "site-generator";
import type { Route } from "../models/route.ts";
import { COMPOSED_READER } from "../models/composed/collection.ts";
import type { ComposedPageData } from "../models/composed/composed-page.ts";
import type { ComposedPageFrontMatter } from "../content-registry/schemas/composed-page.ts";
import { ComposedPage } from "../templates/ComposedPage.tsx";
import { sectionsDrawn } from "../sections/library/registry.tsx";

/** The composed pages as the build takes them: their reader, and one route each at its address. */
export const COMPOSED_COLLECTION: CollectionDefinition<ComposedPageData, Route, ComposedPageFrontMatter> = {
  ...COMPOSED_READER,
  routes: (pages) =>
    pages.map((page) => ({
      path: page.address,
      label: page.label,
      page: ComposedPage,
      props: { composed: page },
      drawn: sectionsDrawn(page.sections),
      title: page.title,
      description: page.description,
      ...(page.noindex ? { indexable: false } : {}),
      ...(page.canonical ? { canonical: page.canonical } : {}),
      ...(page.campaign ? { campaign: page.campaign } : {}),
      origin: { file: `${COMPOSED_READER.folder}/${page.slug}.md`, field: "address" },
    })),
};
