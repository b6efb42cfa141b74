import { renderToStaticMarkup } from "react-dom/server";
import layout from "../../content/site/layout.yaml";
import pages from "../../content/site/pages.yaml";
import type { Article, BlogCategory } from "../models/blog/article.ts";
import { BrandMark } from "../components/BrandMark.tsx";
import { FORMATTED } from "../content-registry/values.ts";
import type { ShareCard, ShareCardsDefinition } from "site-generator";
import type { LegalDocumentData } from "../models/legal/legal-document.ts";
import type { ComposedPageData } from "../models/composed/composed-page.ts";
import type { Reference } from "../models/references/reference.ts";
import type { Route } from "../models/route.ts";
import { SITE } from "../site.ts";
import { frenchTypography } from "../shared/french-typography.ts";

/**
 * The share card of each page (og:image), drawn by the generator (packages/generator/src/share-cards/) in
 * the site's fonts and colours: an article's shows its category, its title and its cover; a
 * customer reference's, the customer and its title; a page's, its section and its title. The 404 page keeps the default image (SITE.shareImage).
 */
export const SHARE_CARDS: ShareCardsDefinition<Route> = {
  design: {
    name: SITE.productName,
    mark: renderToStaticMarkup(<BrandMark />),
    footer: FORMATTED.siteHost,
    fonts: {
      title: { package: "@fontsource-variable/manrope", file: "manrope-latin-wght-normal.woff2", weight: 800 },
      text: { package: "@fontsource-variable/inter", file: "inter-latin-wght-normal.woff2", weight: 600 },
    },
    // Named without their "--": the build writes into the CSS every token no code names (inline-tokens.ts).
    colours: {
      background: "color-navy-deep",
      backgroundEnd: "color-navy",
      text: "color-on-dark",
      accent: "color-amber",
      muted: "color-on-dark-muted",
    },
  },
  of: shareCardOf,
};

/** What a route's card shows, in French typography (no line starts with « : »). */
export function shareCardOf(route: Route): ShareCard | undefined {
  const card = cardContent(route);
  return card && { ...card, eyebrow: frenchTypography(card.eyebrow), title: frenchTypography(card.title) };
}

function cardContent(route: Route): ShareCard | undefined {
  const props = route.props ?? {};
  if (props.article) {
    const article = props.article as Article;
    return { eyebrow: article.category, title: article.title, image: article.cover };
  }
  if (props.composed) {
    const composed = props.composed as ComposedPageData;
    // The home page's card shows its hero's eyebrow, as the default share image does (scripts/share-image/).
    const hero = composed.sections[0];
    return { eyebrow: hero?.type === "home-hero" ? hero.eyebrow : composed.label, title: composed.shareTitle ?? composed.title };
  }
  if (props.reference) {
    const reference = props.reference as Reference;
    return { eyebrow: reference.company, title: reference.title };
  }
  if (props.category) return { eyebrow: pages.blog.label, title: (props.category as BlogCategory).name };
  // The listing's further pages share its first page's card.
  if (props.page !== undefined || route.path === "/blog/") return { eyebrow: pages.blog.label, title: pages.blog.title };
  if (props.document) return { eyebrow: layout.footer.legal.title, title: (props.document as LegalDocumentData).title };
  if (route.path.endsWith(".html")) return undefined;
  return { eyebrow: route.label, title: route.title };
}

/** The card's text, for og:image:alt: what a person who cannot see it reads on it. */
export function shareCardAlt(card: ShareCard): string {
  return `${card.title} — ${card.eyebrow}, ${SITE.productName}`;
}
