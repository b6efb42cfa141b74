import type { CtaBandContent } from "../components/CtaBand.tsx";
import { DEMO_PATH } from "../navigation.ts";
import { SPEC } from "../site.ts";

/** Spec §2: the button of the /prospection-b2b page. */
const DEMO_CTA = { label: "Programmer une démo", path: DEMO_PATH } as const;

export const PROSPECTING_HERO = {
  eyebrow: "Prospection B2B",
  title: "Une prospection B2B ciblée sur les bons décideurs",
  lead:
    "Ciblez les entreprises qui portent vos futurs chantiers, vérifiez leur solidité et contactez les personnes " +
    "qui décident, avec un message qui tombe juste. Quatre étapes, un seul outil.",
  cta: DEMO_CTA,
  stepsLabel: "La méthode en quatre étapes",
} as const;

export type StepMockup = "targeting" | "qualification" | "approach" | "organisation";

export interface ProspectingStep {
  /** Anchor of the step on the page. */
  id: string;
  /** The step's short name (spec §2): ciblage, qualification, approche personnalisée, organisation. */
  name: string;
  title: string;
  text: string;
  features: readonly string[];
  mockup: StepMockup;
}

export const STEPS_INTRO = {
  eyebrow: "La méthode",
  title: "Du fichier d'entreprises au rendez-vous qualifié",
  lead: "Chaque étape s'appuie sur des données publiques mises à jour chaque jour, pour que vos commerciaux passent leur temps à vendre, pas à chercher.",
} as const;

/** Spec §2 and §1: the four steps, in this order, with the features of each. */
export const STEPS: readonly ProspectingStep[] = [
  {
    id: "ciblage",
    name: "Ciblage",
    title: "Ciblez les entreprises qui portent vos futurs chantiers",
    text:
      "Promoteurs, bailleurs, entreprises générales, industriels qui agrandissent leurs locaux : filtrez le marché " +
      "selon vos critères et concentrez vos efforts sur les comptes qui comptent pour votre activité.",
    features: [
      "Filtres de recherche B2B : activité (code NAF), zone, taille, chiffre d'affaires",
      "Entreprises rattachées aux projets de construction détectés",
      "Signaux de croissance issus de l'analyse des recrutements",
    ],
    mockup: "targeting",
  },
  {
    id: "qualification",
    name: "Qualification",
    title: "Qualifiez vos prospects avant de décrocher",
    text:
      "Avant d'engager du temps commercial, vérifiez la solidité de l'entreprise : données financières, " +
      "situation juridique et score de fiabilité sont réunis sur une seule fiche.",
    features: [
      "Données financières : chiffre d'affaires, résultat, effectif",
      "Données juridiques : forme, dirigeants, procédures collectives",
      `Score de fiabilité financière (par exemple ${SPEC.reliabilityScoreExamplePercent} %)`,
    ],
    mockup: "qualification",
  },
  {
    id: "approche-personnalisee",
    name: "Approche personnalisée",
    title: "Adressez-vous à la bonne personne, avec le bon message",
    text:
      "Identifiez qui décide chez votre prospect et appuyez votre premier contact sur un fait concret : un permis " +
      "déposé, un recrutement, un marché attribué. Un message qui parle de son projet, pas de votre catalogue.",
    features: [
      "Contacts clés : noms et fonctions",
      "Liens vers leurs profils professionnels",
      "Adresses e-mail professionnelles",
      "Le contexte du projet pour personnaliser votre approche",
    ],
    mockup: "approach",
  },
  {
    id: "organisation",
    name: "Organisation",
    title: "Organisez votre prospection, sans ressaisie",
    text:
      "Rangez projets et prospects dans des listes, envoyez-les dans votre CRM et soyez prévenu dès qu'un compte " +
      "suivi dépose un permis ou remporte un marché.",
    features: [
      "Listes de projets et de prospects",
      "Export CRM : Salesforce, HubSpot, Pipedrive",
      "API pour vos intégrations sur mesure",
      "Notifications prioritaires",
    ],
    mockup: "organisation",
  },
];

/** What the step mock-ups show: fictional companies and people, no real one. */
export const MOCKUPS = {
  targeting: {
    title: "Recherche d'entreprises",
    filters: [
      { label: "Activité", value: "41.10A · Promotion immobilière de logements" },
      { label: "Zone", value: "Bas-Rhin, Haut-Rhin" },
      { label: "Effectif", value: "10 à 49 salariés" },
      { label: "Projet détecté", value: "Permis déposé" },
    ],
    result: "Données du jour",
    action: "Voir les résultats",
  },
  qualification: {
    company: "Promoteur régional (exemple)",
    identity: "SAS · 41.10A · Strasbourg",
    scoreLabel: "Score de fiabilité",
    rows: [
      { label: "Chiffre d'affaires", value: "En hausse sur 3 exercices" },
      { label: "Procédures collectives", value: "Aucune" },
      { label: "Dirigeants", value: "2 mandataires" },
    ],
  },
  approach: {
    context: "Permis déposé : résidence de 42 logements, Illkirch-Graffenstaden",
    contacts: [
      { initials: "CM", name: "Claire M.", role: "Directrice de programmes", email: "c.m…@exemple.fr" },
      { initials: "TW", name: "Thomas W.", role: "Responsable technique", email: "t.w…@exemple.fr" },
      { initials: "SK", name: "Sophie K.", role: "Responsable achats", email: "s.k…@exemple.fr" },
    ],
  },
  organisation: {
    list: "Promoteurs Bas-Rhin · chantiers 2027",
    items: ["Promoteur régional (exemple)", "Bailleur social (exemple)", "Foncière logistique (exemple)"],
    exportLabel: "Exporter vers",
    crms: ["Salesforce", "HubSpot", "Pipedrive"],
    api: "GET /v1/listes/{id}/prospects",
    alert: "Un prospect suivi vient de déposer un permis",
  },
} as const;

/** Spec §9: the figures the site may claim. */
export const PROSPECTING_RESULTS = {
  eyebrow: "Résultats mesurés",
  title: "Moins de recherche, plus de rendez-vous utiles",
  items: [
    { value: `${SPEC.timeSavedPercent} %`, label: "de temps de recherche et de veille gagné" },
    { value: `×${SPEC.exclusiveProjectsMultiplier}`, label: "de projets obtenus en exclusivité" },
    { value: `+${SPEC.marginGainPercent} %`, label: "de marge sur les chantiers anticipés" },
    { value: `> ${SPEC.dataAccuracyPercent} %`, label: "de précision des données, mises à jour chaque jour" },
  ],
  privacy: {
    text: "Les données des professionnels proviennent de sources publiques et sont traitées selon les règles de la CNIL sur la prospection B2B.",
    link: { label: "Notre politique de confidentialité", path: "/politique-de-confidentialite/" },
  },
} as const;

export const PROSPECTING_CTA: CtaBandContent = {
  eyebrow: `Démo de ${SPEC.demoMinutes} minutes`,
  title: "Découvrez les décideurs de votre marché",
  text:
    "Indiquez-nous votre métier et votre zone : nous construisons avec vous une première liste de prospects " +
    "qualifiés, sur des données réelles de votre secteur.",
  cta: DEMO_CTA,
  points: [`Essai gratuit de ${SPEC.trialDays} jours, 100 % gratuit`, "Données réelles de votre secteur", "Export vers votre CRM"],
};
