import type { CtaBandContent } from "../components/CtaBand.tsx";
import { DEMO_PATH } from "../navigation.ts";
import { SPEC } from "../site.ts";

/** Spec §2: the button of the /veille-appels-offres page. */
const DEMO_CTA = { label: "Demander une démo du filtrage intelligent", path: DEMO_PATH } as const;

export const TENDERS_HERO = {
  eyebrow: "Veille des appels d'offres",
  title: "Une veille des appels d'offres qui comprend votre métier",
  lead:
    "Choisissez votre métier par son code NAF : notre IA lit chaque consultation publiée sur les plateformes " +
    "publiques et ne vous montre que celles qui vous concernent, sans liste de mots-clés à entretenir.",
  cta: DEMO_CTA,
} as const;

/** The hero mock-up: a tender feed for one trade (fictional notices). */
export const TENDERS_PREVIEW = {
  trade: "43.91B · Travaux de couverture par éléments",
  area: "Grand Est",
  notices: [
    { title: "Réfection de la toiture du gymnase municipal", buyer: "Commune · Bas-Rhin", deadline: "Réponse avant le 15 janv." },
    { title: "Lot 04 Couverture – bardage : maison de santé", buyer: "Communauté de communes · Vosges", deadline: "Réponse avant le 22 janv." },
  ],
  alert: "Nouvel avis pertinent · notification envoyée",
} as const;

export interface SearchResult {
  title: string;
  /** What the mock-up shows next to the notice. */
  note: string;
  verdict: "relevant" | "noise" | "missed";
}

export interface SearchSide {
  id: string;
  title: string;
  query: { label: string; terms: readonly string[] };
  results: readonly SearchResult[];
  summary: string;
  points: readonly { title: string; text: string }[];
}

/** Spec §2 and §1: keyword search against semantic search by trade (NAF code). */
export const SEARCH_COMPARISON = {
  eyebrow: "Mots-clés ou IA sémantique",
  title: "Arrêtez de deviner comment l'acheteur a rédigé son avis",
  lead:
    "Le même chantier peut s'intituler « réfection de toiture », « remplacement d'ardoises » ou « lot couverture ». " +
    "Une recherche par mots-clés ne voit que les mots ; la recherche sémantique comprend le besoin.",
  keyword: {
    id: "recherche-mots-cles",
    title: "Recherche par mots-clés",
    query: { label: "Mots-clés suivis", terms: ["toiture", "couverture", "zinc", "tuiles"] },
    results: [
      { title: "Réfection de la toiture du gymnase municipal", note: "Pertinent", verdict: "relevant" },
      { title: "Couverture prévoyance des agents territoriaux", note: "Hors sujet : assurance", verdict: "noise" },
      { title: "Couverture photo et vidéo des événements de la ville", note: "Hors sujet : communication", verdict: "noise" },
      { title: "Remplacement des ardoises et reprise des chéneaux d'une école", note: "Jamais trouvé : aucun mot-clé", verdict: "missed" },
    ],
    summary: "Un avis utile sur trois résultats, et un marché de votre métier passé inaperçu.",
    points: [
      { title: "Des listes à entretenir", text: "Synonymes, pluriels, termes techniques : chaque oubli dans votre liste est un marché qui vous échappe." },
      { title: "Des marchés manqués", text: "Un avis formulé autrement que vos mots-clés n'apparaît jamais, même s'il correspond exactement à votre métier." },
      { title: "Du bruit à trier", text: "Un mot à double sens suffit à remplir vos alertes d'avis hors sujet qu'il faut écarter un par un." },
    ],
  },
  semantic: {
    id: "recherche-semantique",
    title: "Recherche sémantique par code NAF",
    query: { label: "Votre métier", terms: ["43.91B · Travaux de couverture par éléments"] },
    results: [
      { title: "Réfection de la toiture du gymnase municipal", note: "Couverture", verdict: "relevant" },
      { title: "Remplacement des ardoises et reprise des chéneaux d'une école", note: "Couverture, zinguerie", verdict: "relevant" },
      { title: "Lot 04 Couverture – bardage : maison de santé", note: "Lot de votre métier", verdict: "relevant" },
    ],
    summary: "Les avis d'assurance et de communication sont écartés : ils ne relèvent pas de votre métier.",
    points: [
      { title: "Votre métier en un code", text: "Vous choisissez votre activité par son code NAF, une fois pour toutes. Aucune liste de mots à tenir à jour." },
      { title: "Une IA qui lit la consultation", text: "Objet, lots, description des travaux : l'IA comprend le contenu de l'avis, quels que soient les mots employés." },
      { title: "Seulement ce qui vous concerne", text: "Les homonymes et les avis hors de votre métier sont écartés avant d'arriver dans votre veille." },
    ],
  },
} as const satisfies { eyebrow: string; title: string; lead: string; keyword: SearchSide; semantic: SearchSide };

/** How the monitoring runs, and the data claims of spec §1. */
export const MONITORING = {
  eyebrow: "Veille automatique",
  title: "Les plateformes publiques surveillées pour vous, chaque jour",
  steps: [
    {
      title: "Vous choisissez votre métier et votre zone",
      text: "Un ou plusieurs codes NAF, les départements où vous intervenez : votre veille est paramétrée une fois pour toutes.",
    },
    {
      title: "Nous surveillons les plateformes publiques",
      text: "Les avis publiés sur les plateformes de marchés publics et les sources officielles sont collectés automatiquement.",
    },
    {
      title: "L'IA retient les consultations de votre métier",
      text: "Chaque avis est lu et rapproché de votre activité. Vous ne recevez que les consultations qui vous concernent.",
    },
  ],
  facts: [
    { value: "Chaque jour", label: "mise à jour des données à partir des sources officielles" },
    { value: `> ${SPEC.dataAccuracyPercent} %`, label: "de précision des données, contrôlée chaque jour sur échantillon" },
    { value: `${SPEC.timeSavedPercent} %`, label: "de temps de veille gagné par les équipes commerciales" },
  ],
} as const;

export interface TenderTool {
  icon: "list" | "export" | "bell";
  title: string;
  text: string;
  features: readonly string[];
}

/** Spec §2: the three tools of the page, in this order. */
export const TENDER_TOOLS = {
  eyebrow: "De la veille à la réponse",
  title: "Trois outils pour transformer un avis en affaire",
  lead: "Repérer la bonne consultation n'est que le début : classez-la, suivez-la dans votre CRM et soyez prévenu à temps.",
  items: [
    {
      icon: "list",
      title: "Créer des listes de projets",
      text: "Rangez les appels d'offres retenus par chantier, par agence ou par échéance, et gardez vos dates limites sous les yeux.",
      features: ["Listes par chantier, agence ou échéance", "Dates limites de réponse en un coup d'œil", "Exports personnalisés"],
    },
    {
      icon: "export",
      title: "Exporter vers votre CRM",
      text: "Envoyez les consultations retenues dans Salesforce, HubSpot ou Pipedrive pour les suivre avec le reste de vos affaires.",
      features: ["Salesforce, HubSpot et Pipedrive", "Acheteur, lots et échéances repris", "Pas de ressaisie"],
    },
    {
      icon: "bell",
      title: "Notifications prioritaires",
      text: "Soyez prévenu dès qu'un avis correspondant à votre métier est publié, pour disposer de tout le délai de réponse.",
      features: ["Alerte dès la publication de l'avis", "Priorité aux avis de votre zone", "Tout le délai pour préparer votre offre"],
    },
  ],
} as const satisfies { eyebrow: string; title: string; lead: string; items: readonly TenderTool[] };

export const TENDERS_CTA: CtaBandContent = {
  eyebrow: `Démo de ${SPEC.demoMinutes} minutes`,
  title: "Voyez ce que la recherche sémantique trouve pour votre métier",
  text:
    "Donnez-nous votre code NAF et votre zone : nous vous montrons en direct les appels d'offres en cours, " +
    "sur des données réelles de votre secteur.",
  cta: DEMO_CTA,
  points: [`Essai gratuit de ${SPEC.trialDays} jours, 100 % gratuit`, "Données réelles de votre secteur", "Mises à jour chaque jour"],
};
