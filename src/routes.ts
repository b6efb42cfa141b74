import type { ComponentType } from "react";
import type { Thing, WithContext } from "schema-dts";
import { faqPageSchema } from "./render/structured-data.ts";
import Home from "../pages/index.tsx";
import Blog from "../pages/blog.tsx";
import SignauxAffaires from "../pages/signaux-affaires.tsx";
import VeilleAppelsOffres from "../pages/veille-appels-offres.tsx";
import ProspectionB2b from "../pages/prospection-b2b.tsx";
import NotFound from "../pages/404.tsx";

export interface Route {
  /** URL path, in the one form static hosts serve without a redirect: "/" or "/name/". */
  path: string;
  // Pages of generated routes take their props; static pages take none.
  page: ComponentType<any>;
  /** Props for `page`: serialisable data, for routes generated from content. */
  props?: Record<string, unknown>;
  /** For articles: Open Graph type "article", with its date, section and image. */
  article?: { publishedTime: string; section: string; author: string; image?: string };
  /** Short name, for breadcrumbs. */
  label: string;
  /** Document title, without the product name suffix. */
  title: string;
  description: string;
  /** Structured data of the page itself (Organization and breadcrumbs are added to every page). */
  structuredData?: (base: string) => WithContext<Thing>[];
}

/**
 * Every page of the site but those made from content (the blog's articles, the legal pages of
 * content/legal/). Adding a page is one entry here plus its file in pages/.
 */
export const ROUTES: Route[] = [
  {
    path: "/",
    label: "Accueil",
    page: Home,
    structuredData: () => [faqPageSchema()],
    title: "Anticipez vos chantiers et développez votre carnet de commandes",
    description:
      "Détectez les projets de construction 6 à 12 mois avant vos concurrents, surveillez les appels d'offres par métier et prospectez les bons décideurs du BTP.",
  },
  {
    path: "/blog/",
    label: "Blog",
    page: Blog,
    title: "Blog : stratégie commerciale et prospection dans le BTP",
    description:
      "Conseils pratiques, guides et analyses pour les entreprises du BTP qui veulent gagner des chantiers plus tôt et protéger leurs marges.",
  },
  {
    path: "/signaux-affaires/",
    label: "Signaux d'affaires",
    page: SignauxAffaires,
    title: "Signaux d'affaires : projets, croissance, marchés, finances, juridique",
    description:
      "Permis de construire, signaux de croissance, attributions de marchés, santé financière et signaux juridiques : repérez les opportunités avant qu'elles ne soient publiques.",
  },
  {
    path: "/veille-appels-offres/",
    label: "Veille appels d'offres",
    page: VeilleAppelsOffres,
    title: "Veille des appels d'offres publics par métier",
    description:
      "Surveillez automatiquement les plateformes publiques et filtrez les appels d'offres par code NAF grâce à la recherche sémantique, sans liste de mots-clés.",
  },
  {
    path: "/prospection-b2b/",
    label: "Prospection B2B",
    page: ProspectionB2b,
    title: "Prospection B2B qualifiée pour le BTP",
    description:
      "Ciblez, qualifiez et contactez les bons interlocuteurs : données d'entreprise, contacts clés, listes de prospects et export vers votre CRM.",
  },
];

/** Served by static hosts for any unknown path; written to 404.html, never indexed. */
export const NOT_FOUND: Route = {
  path: "/404.html",
  label: "Page introuvable",
  page: NotFound,
  title: "Page introuvable",
  description: "Cette page n'existe pas ou a été déplacée.",
};
