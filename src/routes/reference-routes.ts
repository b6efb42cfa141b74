import type { CollectionDefinition } from "site-generator";
import { SECTORS, type Sector } from "../content-registry/schemas/reference.ts";
import type { ReferenceFrontMatter } from "../content-registry/schemas/reference.ts";
import type { Route } from "../models/route.ts";
import { REFERENCES_READER } from "../models/references/collection.ts";
import { REFERENCES_PATH, referencePath, sectorPath, type Reference } from "../models/references/reference.ts";
import { REFERENCES_TEXTS, sectorName } from "../models/references/reference-texts.ts";
import { referenceSchema } from "../render/reference-structured-data.ts";
import { ReferencePage } from "../templates/ReferencePage.tsx";
import { ReferencesPage } from "../templates/ReferencesPage.tsx";

/** The trades that have references, in the list's order (SECTORS): a trade without any has no page. */
const sectorsOf = (references: readonly Reference[]): Sector[] =>
  (Object.keys(SECTORS) as Sector[]).filter((sector) => references.some((reference) => reference.sector === sector));

/**
 * The customer references as the build takes them: their reader, the listing (/references/), one
 * listing per trade that has references, linked from each other (the filter works without
 * JavaScript), and one page per reference.
 */
export const REFERENCES_COLLECTION: CollectionDefinition<Reference, Route, ReferenceFrontMatter> = {
  ...REFERENCES_READER,
  routes: (references) => {
    const sectors = sectorsOf(references);
    const { page, sectors: texts } = REFERENCES_TEXTS;
    const listing: Route = { path: REFERENCES_PATH, ...page, page: ReferencesPage, props: { listing: { references, sectors } }, searchable: false };
    const bySector: Route[] = sectors.map((sector) => ({
      path: sectorPath(sector),
      label: sectorName(sector),
      page: ReferencesPage,
      props: { listing: { references: references.filter((reference) => reference.sector === sector), sectors, sector } },
      searchable: false,
      title: texts.title(sector),
      description: texts.description(sector),
    }));
    const pages: Route[] = references.map((reference) => ({
      path: referencePath(reference),
      label: reference.company,
      page: ReferencePage,
      props: { reference },
      title: `${reference.title} | ${reference.company}`,
      description: reference.description,
      structuredData: (base) => [referenceSchema(reference, base)],
      ...(reference.dated ? { lastModified: reference.date } : {}),
    }));
    return [listing, ...bySector, ...pages];
  },
};
