/**
 * The site as the generator sees it: one object (packages/generator/src/site-definition.ts). The build
 * bundles this file afresh on every build (pages are TypeScript), so the CLI itself never loads
 * site code.
 */
import company from "../content/site/company.yaml";
import type { SiteDefinition } from "site-generator";
import type { Article } from "./models/blog/article.ts";
import { BLOG_COLLECTION } from "./routes/blog-routes.ts";
import { COMPOSED_COLLECTION } from "./routes/composed-routes.ts";
import type { ComposedPageData } from "./models/composed/composed-page.ts";
import { COMPANY_VALUES } from "./content-registry/company-file.ts";
import { FORMATTED } from "./content-registry/values.ts";
import { LEGAL_COLLECTION } from "./routes/legal-routes.ts";
import { REFERENCES_COLLECTION } from "./routes/reference-routes.ts";
import type { Reference } from "./models/references/reference.ts";
import type { LegalDocumentData } from "./models/legal/legal-document.ts";
import { ISLANDS } from "./islands/registry.ts";
import { DEMO_STILLS } from "./components/demo-clips.ts";
import { yearOf } from "./components/Footer.tsx";
import { renderPage } from "./render/render-page.tsx";
import { securityHeaders } from "./render/security-policy.ts";
import { SHARE_CARDS } from "./render/share-cards.tsx";
import type { Route } from "./models/route.ts";
import { NOT_FOUND, ROUTES } from "./routes/routes.ts";
import { SEARCH_FOLDER } from "./models/navigation.ts";
import { CMS_FILES } from "./content-registry/cms-labels.ts";
import { configSchemas } from "./site-schema.ts";
import { siteNotices } from "./site-notices.ts";
import { PLACEHOLDER_MARKS, SITE, SPEC } from "./site.ts";

const site: SiteDefinition<Route, { blog: Article; legal: LegalDocumentData; composed: ComposedPageData; references: Reference }> = {
  routes: ROUTES,
  notFound: NOT_FOUND,
  renderPage: (route, { collections, images, ...options }) =>
    renderPage(route, {
      ...options,
      content: { articles: collections.blog, references: collections.references, pageSize: SITE.blogPageSize, images },
      // The home page is a composed page (content/pages/accueil.md): the breadcrumbs' first step is named by it.
      homeLabel: collections.composed.find((page) => page.address === "/")?.label,
    }),
  siteUrl: SITE.siteUrl,
  timeZone: SITE.timeZone,
  // Held to it by tests/generator/scheduled-publish.test.ts: two builds in one year, the same files.
  dayShown: yearOf,
  securityHeaders: () => securityHeaders(SITE),
  // FORMATTED has no schema: it is made from SITE and SPEC, for content files' {{…}} only. The
  // company file's schema is the content registry's, which checked it as it was bundled here.
  config: {
    file: "src/site.ts",
    values: { SITE, SPEC, FORMATTED, [COMPANY_VALUES]: company },
    schemas: configSchemas,
    placeholderMarks: PLACEHOLDER_MARKS,
    derived: ["FORMATTED"],
    notices: siteNotices(SITE),
  },
  // The legal pages first: the sitemap lists them after the pages of ROUTES, then the composed
  // pages, then the articles, then the customer references. `references` is the name
  // src/content-registry/reference-rule.ts gives the composed pages' rule.
  collections: { legal: LEGAL_COLLECTION, composed: COMPOSED_COLLECTION, blog: BLOG_COLLECTION, references: REFERENCES_COLLECTION },
  islands: ISLANDS,
  images: DEMO_STILLS,
  check: { budgets: SITE.budgets },
  shareCards: SHARE_CARDS,
  cms: { path: "/admin/", backend: SITE.cms.backend, files: CMS_FILES },
  redirects: { field: "SITE.redirects", rules: SITE.redirects },
  // Every searchable page's main landmark (src/components/Layout.tsx), opened from the header.
  search: { folder: SEARCH_FOLDER, language: SITE.lang },
};

export default site;

