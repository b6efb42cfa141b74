import type { CtaBandContent } from "../components/CtaBand.tsx";
import { DEMO_PATH } from "../navigation.ts";
import { SPEC } from "../site.ts";

/** Spec §2: the blog's categories, spelled exactly so. */
export const BLOG_CATEGORIES = ["Stratégie & Rentabilité", "Guide Pratique", "Prospection"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The project's drawn covers (see BlogCover); a later image file will take `coverAlt` as its alt. */
export type CoverMotif = "margins" | "permits" | "contacts";

/**
 * One article, shaped like the front matter of the Markdown file it will become: flat fields,
 * an ISO date, no markup. The body is not written yet, hence the disabled "Lire l'article".
 */
export interface ArticleFrontMatter {
  slug: string;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  category: BlogCategory;
  author: string;
  featured: boolean;
  readingMinutes: number;
  coverMotif: CoverMotif;
  coverAlt: string;
}

/** Newest first. Spec §2: one featured article and two smaller cards. */
export const ARTICLES: readonly ArticleFrontMatter[] = [
  {
    slug: "anticiper-pour-proteger-ses-marges",
    title: "Anticiper plutôt que répondre : comment protéger vos marges sur les chantiers",
    description:
      "Quand l'appel d'offres est publié, le prix devient souvent le critère décisif. En rencontrant le maître " +
      "d'ouvrage dès le dépôt du permis de construire, vous pouvez conseiller sur les choix techniques, proposer " +
      "des variantes et défendre la valeur de votre offre. Notre méthode pour passer d'un carnet de commandes subi " +
      "à une prospection choisie.",
    date: "2026-11-17",
    category: "Stratégie & Rentabilité",
    author: "Pôle Stratégie",
    featured: true,
    readingMinutes: 9,
    coverMotif: "margins",
    coverAlt: "Des immeubles en construction dessinés comme un graphique en hausse.",
  },
  {
    slug: "exploiter-les-permis-de-construire",
    title: "Permis de construire : les lire et les exploiter pour votre prospection",
    description:
      "Nature des travaux, surface de plancher, maître d'ouvrage, architecte : une autorisation d'urbanisme en dit " +
      "long sur un futur chantier. Où la consulter, quelles informations retenir et comment en tirer une liste de " +
      "projets à suivre.",
    date: "2026-11-03",
    category: "Guide Pratique",
    author: "Pôle Données",
    featured: false,
    readingMinutes: 7,
    coverMotif: "permits",
    coverAlt: "Un plan de masse de terrain avec l'emprise d'un bâtiment et un tampon d'autorisation.",
  },
  {
    slug: "identifier-les-decideurs-chez-un-maitre-d-ouvrage",
    title: "Qui décide vraiment chez un maître d'ouvrage ? Trouver les bons interlocuteurs",
    description:
      "Directeur de programmes, responsable technique, acheteur, maître d'œuvre : sur un projet de construction, " +
      "la décision se partage. Comment repérer le rôle de chacun et préparer un premier contact utile plutôt qu'un " +
      "appel à froid.",
    date: "2026-10-20",
    category: "Prospection",
    author: "Équipe Succès client",
    featured: false,
    readingMinutes: 6,
    coverMotif: "contacts",
    coverAlt: "Un réseau de contacts reliés entre eux, l'un d'eux mis en avant.",
  },
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
  readLabel: "Lire l'article",
  authorLabel: "Auteur",
  /** Spoken after the button label, and shown on hover: the articles are not online yet. */
  unavailableHint: "bientôt disponible",
  readingTime: (minutes: number) => `${minutes} min de lecture`,
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
  ] satisfies { category: BlogCategory; text: string }[],
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
