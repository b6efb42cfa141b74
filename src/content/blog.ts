import type { BlogCategory } from "../blog/article.ts";
import type { CtaBandContent } from "../components/CtaBand.tsx";
import { DEMO_PATH } from "../navigation.ts";
import { SPEC } from "../site.ts";

/** Spec §2: the blog's categories, spelled exactly so; each has its listing page. */
export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  { name: "Stratégie & Rentabilité", slug: "strategie-rentabilite" },
  { name: "Guide Pratique", slug: "guide-pratique" },
  { name: "Prospection", slug: "prospection" },
];

export const BLOG_HERO = {
  eyebrow: "Blog",
  title: "Le blog du développement commercial dans le BTP",
  lead:
    "Stratégie et rentabilité, guides pratiques et méthodes de prospection : des articles concrets pour les " +
    "dirigeants et les équipes commerciales des entreprises de la construction.",
} as const;

export const BLOG_LISTING = {
  eyebrow: "À la une",
  title: "Nos derniers articles",
  moreTitle: "Tous les articles",
  readLabel: "Lire l'article",
  authorLabel: "Auteur",
  readingTime: (minutes: number) => `${minutes} min de lecture`,
  pagination: "Pages des articles",
  previous: "Articles plus récents",
  next: "Articles plus anciens",
  pageTitle: (page: number) => `Articles, page ${page}`,
  categoryEyebrow: "Rubrique",
  categoryLead: (name: string) => `Tous nos articles de la rubrique « ${name} », du plus récent au plus ancien.`,
  empty: "Aucun article dans cette rubrique pour le moment.",
  feedLabel: "Flux Atom des articles",
  back: "Tous les articles",
  publishedOn: "Publié le",
  /** Marks of the articles a preview shows although they are not published. */
  unpublished: { draft: "Brouillon, non publié", scheduled: "Programmé, pas encore publié" },
} as const;

/** What each category covers, in the order of BLOG_CATEGORIES. */
export const BLOG_TOPICS = {
  eyebrow: "Nos rubriques",
  title: "Trois rubriques pour développer votre activité",
  items: [
    {
      category: "Stratégie & Rentabilité",
      text: "Choix des marchés, positionnement, marges : des analyses pour décider où investir votre effort commercial.",
    },
    {
      category: "Guide Pratique",
      text: "Des méthodes pas à pas pour exploiter les données publiques du BTP : permis de construire, marchés publics, annonces légales.",
    },
    {
      category: "Prospection",
      text: "Identifier les décideurs, préparer un premier contact, organiser le suivi : les bonnes pratiques du terrain.",
    },
  ],
} as const;

export const BLOG_CTA: CtaBandContent = {
  eyebrow: "Passer à la pratique",
  title: "Voyez ces méthodes appliquées à votre marché",
  text:
    `En ${SPEC.demoMinutes} minutes, un expert du secteur vous montre les projets, les appels d'offres et les ` +
    "décideurs de votre zone, sur des données réelles.",
  cta: { label: "Réserver une démo", path: DEMO_PATH },
  points: [`Essai gratuit de ${SPEC.trialDays} jours, 100 % gratuit`, `Démo de ${SPEC.demoMinutes} minutes`, "Données mises à jour chaque jour"],
};
