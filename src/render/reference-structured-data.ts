import type { Article, WithContext } from "schema-dts";
import { withBase } from "site-generator/url";
import { referencePath, type Reference } from "../models/references/reference.ts";
import { sectorName } from "../models/references/reference-texts.ts";
import { SITE } from "../site.ts";

/**
 * A customer reference as an Article about the customer. Not a Review: Google ignores reviews a
 * business publishes about itself ("self-serving", its review snippet guidelines), and a review
 * rich result needs a rating, which a reference has none of; an Article is what schema.org and
 * Google's Article documentation describe for an editorial page, and `about` names the
 * organisation it tells of.
 */
export function referenceSchema(reference: Reference, base: string): WithContext<Article> {
  const url = SITE.siteUrl + withBase(base, referencePath(reference));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: reference.title,
    description: reference.description,
    ...(reference.dated ? { datePublished: reference.date } : {}),
    inLanguage: SITE.lang,
    image: SITE.siteUrl + withBase(base, reference.logo.src),
    about: {
      "@type": "Organization",
      name: reference.company,
      knowsAbout: sectorName(reference.sector),
      address: { "@type": "PostalAddress", addressRegion: reference.region, addressCountry: "FR" },
    },
    author: { "@type": "Organization", "@id": `${SITE.siteUrl}${base}#organisation`, name: SITE.productName, url: SITE.siteUrl + base },
    // The home page describes it in full; named here too, as an @id alone is not followed across pages.
    publisher: { "@type": "Organization", "@id": `${SITE.siteUrl}${base}#organisation`, name: SITE.productName, url: SITE.siteUrl + base },
    mainEntityOfPage: url,
  };
}
