/**
 * The site's YAML content files and the schema each is checked against at every build (the
 * generator reads this module: project.ts, `contentFiles`). A file of content/ imported by the
 * site's code must be listed here; its data's type is declared in src/content-modules.d.ts.
 */
import type { ContentFilesDefinition } from "./generator/site-definition.ts";
import { blogPagesContentSchema } from "./content-schemas/blog.ts";
import { bookingContentSchema, bookingWidgetContentSchema, comparisonContentSchema, faqContentSchema, heroContentSchema, partnersContentSchema, pillarsContentSchema, resultsContentSchema } from "./content-schemas/home.ts";
import { privacyContentSchema } from "./content-schemas/privacy.ts";
import { prospectingPageContentSchema } from "./content-schemas/prospection-b2b.ts";
import { signalTabsContentSchema, signalsPageContentSchema } from "./content-schemas/signaux-affaires.ts";
import { layoutContentSchema, newsletterContentSchema, newsletterThanksContentSchema, notFoundContentSchema, pagesContentSchema } from "./content-schemas/site.ts";
import { tendersPageContentSchema } from "./content-schemas/veille-appels-offres.ts";
import { FORMATTED } from "./content-values.ts";
import { SITE, SPEC } from "./site.ts";

const contentFiles: ContentFilesDefinition = {
  folder: "content",
  // `{{trialDays}}`, `{{productName}}`, `{{anticipationMonths.min}}`…: the same as the Markdown's.
  values: { SITE, SPEC, FORMATTED },
  schemas: (z) => ({
    "blog-pages.yaml": blogPagesContentSchema(z),
    "home/hero.yaml": heroContentSchema(z),
    "home/partners.yaml": partnersContentSchema(z),
    "home/comparison.yaml": comparisonContentSchema(z),
    "home/pillars.yaml": pillarsContentSchema(z),
    "home/results.yaml": resultsContentSchema(z),
    "home/faq.yaml": faqContentSchema(z),
    "home/booking.yaml": bookingContentSchema(z),
    "home/booking-widget.yaml": bookingWidgetContentSchema(z),
    "prospection-b2b/page.yaml": prospectingPageContentSchema(z),
    "signaux-affaires/page.yaml": signalsPageContentSchema(z),
    "signaux-affaires/tabs.yaml": signalTabsContentSchema(z),
    "not-found.yaml": notFoundContentSchema(z),
    "newsletter-merci.yaml": newsletterThanksContentSchema(z),
    "site/layout.yaml": layoutContentSchema(z),
    "site/newsletter.yaml": newsletterContentSchema(z),
    "site/pages.yaml": pagesContentSchema(z),
    "site/privacy.yaml": privacyContentSchema(z),
    "veille-appels-offres/page.yaml": tendersPageContentSchema(z),
  }),
};

export default contentFiles;
