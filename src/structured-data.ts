import type { BreadcrumbList, FAQPage, Organization, WithContext } from "schema-dts";
import { withBase } from "./build/url.ts";
import { FAQ } from "./content/home/faq.ts";
import { SITE } from "./site.ts";

// JSON-LD for search engines, typed with schema-dts so every property is a schema.org one.

/** The publisher, on every page (from the config). */
export function organizationSchema(base: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${SITE.siteUrl}${base}#organisation`,
    name: SITE.productName,
    legalName: SITE.company.name,
    url: SITE.siteUrl + base,
    logo: SITE.siteUrl + withBase(base, "/favicon.svg"),
    email: SITE.contactEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE.company.registeredOffice,
      addressRegion: SITE.region,
      addressCountry: "FR",
    },
    sameAs: [SITE.socialUrl],
  };
}

/** The home page's FAQ, built from the same data as the visible accordion. */
export function faqPageSchema(): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}

/** Home › page, for every page but the home page itself. */
export function breadcrumbSchema(base: string, page: { path: string; name: string }): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Accueil", item: SITE.siteUrl + withBase(base, "/") },
      { "@type": "ListItem", position: 2, name: page.name, item: SITE.siteUrl + withBase(base, page.path) },
    ],
  };
}
