import type { BlogPosting, BreadcrumbList, Organization, WithContext } from "schema-dts";
import owner from "../../content/site/company.yaml";
import { articlePath, type Article } from "../models/blog/article.ts";
import { withBase } from "site-generator/url";
import { SITE } from "../site.ts";

// JSON-LD for search engines, typed with schema-dts so every property is a schema.org one.

/** The publisher, on the home page (from content/site/company.yaml). */
export function organizationSchema(base: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${SITE.siteUrl}${base}#organisation`,
    name: SITE.productName,
    legalName: owner.company.name,
    url: SITE.siteUrl + base,
    logo: SITE.siteUrl + withBase(base, "/favicon.svg"),
    email: owner.contactEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: owner.company.registeredOffice,
      addressRegion: SITE.region,
      addressCountry: "FR",
    },
    sameAs: [owner.socialUrl],
  };
}

/** The way from the home page to this one, for every page but the home page itself. */
export function breadcrumbSchema(base: string, trail: { path: string; name: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: SITE.siteUrl + withBase(base, step.path),
    })),
  };
}

/** An article of the blog. */
export function blogPostingSchema(article: Article, base: string): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    // Only when the writer says so (`updated:`): search engines show it as the article's date.
    ...(article.updated ? { dateModified: article.updated } : {}),
    articleSection: article.category,
    inLanguage: SITE.lang,
    author: { "@type": "Organization", name: `${article.author}, ${SITE.productName}` },
    // The home page describes it in full; named here too, as an @id alone is not followed across pages.
    publisher: { "@type": "Organization", "@id": `${SITE.siteUrl}${base}#organisation`, name: SITE.productName, url: SITE.siteUrl + base },
    image: SITE.siteUrl + withBase(base, article.cover),
    mainEntityOfPage: SITE.siteUrl + withBase(base, articlePath(article)),
  };
}
