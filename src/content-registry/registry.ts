/**
 * The one list of the site's content: every YAML file of content/ and every Markdown collection,
 * each with its French label and its schema. From it come the data's types (scripts/write-content-types.ts
 * writes yaml-imports.d.ts at each typecheck), the build's check of each file as it is bundled, and
 * the CMS's fields. Adding a YAML file means writing it and adding its line here.
 */
import type { z } from "zod";
import type { ContentFilesDefinition, Zod } from "site-generator";
import { SITE, SPEC } from "../site.ts";
import { CONTENT_COLLECTIONS } from "./collections.ts";
import { COMPANY_FILE, CONTENT_FOLDER } from "./company-file.ts";
import { BLOG_PAGES_FILE } from "./categories-file.ts";
import { blogPagesSchema } from "./schemas/blog-pages.ts";
import { referencesPagesSchema } from "./schemas/references-pages.ts";
import { bookingSchema, bookingWidgetSchema } from "./schemas/home/booking.ts";
import { companySchema } from "./schemas/site/company.ts";
import { layoutSchema } from "./schemas/site/layout.ts";
import { newsletterSchema, newsletterThanksSchema, notFoundSchema } from "./schemas/site/newsletter.ts";
import { pagesSchema } from "./schemas/site/pages.ts";
import { privacySchema } from "./schemas/site/privacy.ts";
import { searchSchema } from "./schemas/site/search.ts";
import { FORMATTED } from "./values.ts";



/** Each YAML file, by its path in content/: its label in the CMS and its schema. */
const CONTENT_FILES = {
  "home/booking.yaml": { label: "Accueil : réservation de la démo", schema: bookingSchema },
  "home/booking-widget.yaml": { label: "Accueil : module de réservation", schema: bookingWidgetSchema },
  // Its categories are named by the articles' `category` (src/models/blog/category-rule.ts).
  [BLOG_PAGES_FILE]: { label: "Blog : pages de liste", schema: blogPagesSchema },
  "references-pages.yaml": { label: "Références clients : textes des pages", schema: referencesPagesSchema },
  "newsletter-merci.yaml": { label: "Lettre d'information : page de remerciement", schema: newsletterThanksSchema },
  "not-found.yaml": { label: "Page introuvable", schema: notFoundSchema },
  "site/layout.yaml": { label: "En-tête et pied de page", schema: layoutSchema },
  "site/pages.yaml": { label: "Titres et descriptions des pages", schema: pagesSchema },
  "site/newsletter.yaml": { label: "Lettre d'information : messages du formulaire", schema: newsletterSchema },
  "site/privacy.yaml": { label: "Choix de confidentialité", schema: privacySchema },
  "site/search.yaml": { label: "Recherche", schema: searchSchema },
  // Its fields are `{{name}}` values of the other files, and of the Markdown through SiteDefinition.config.
  [COMPANY_FILE]: { label: "Société, contact et prestataires", schema: companySchema, values: true },
} satisfies Record<string, { label: string; schema: (z: Zod) => z.ZodType; values?: boolean }>;

/** The path of a YAML file of the registry, from content/: "site/layout.yaml". */
export type ContentPath = keyof typeof CONTENT_FILES;

/** The data of a YAML file as site code gets it: checked by its schema, `{{name}}`s filled. */
export type ContentData<Path extends ContentPath> = z.output<ReturnType<(typeof CONTENT_FILES)[Path]["schema"]>>;

const registry: ContentFilesDefinition = {
  folder: CONTENT_FOLDER,
  // `{{trialDays}}`, `{{productName}}`, `{{anticipationMonths.min}}`…: the same as the Markdown's.
  values: { SITE, SPEC, FORMATTED },
  files: CONTENT_FILES,
  collections: CONTENT_COLLECTIONS,
};

export default registry;
