import { SPEC } from "../../site.ts";

export const HERO = {
  eyebrow: "Intelligence commerciale pour le BTP",
  title: "Gagnez vos prochains chantiers avant qu'ils ne soient publics",
  lead:
    `Permis de construire, appels d'offres, signaux de croissance : repérez les projets de construction ` +
    `${SPEC.anticipationMonths.min} à ${SPEC.anticipationMonths.max} mois avant vos concurrents et contactez ` +
    `les bons décideurs au bon moment.`,
  cta: "Anticiper mon carnet de commandes",
  secondary: { label: "Voir les signaux d'affaires", path: "/signaux-affaires/" },
  reassurance: [
    `Essai gratuit de ${SPEC.trialDays} jours`,
    `Démo de ${SPEC.demoMinutes} minutes sur vos données`,
    "Données mises à jour chaque jour",
  ],
} as const;

/** The product mock-up beside the hero title: fictional projects, no real company. */
export const HERO_PREVIEW = {
  title: "Projets détectés cette semaine",
  area: "Bas-Rhin · Haut-Rhin",
  projects: [
    { name: "Résidence de 42 logements", place: "Illkirch-Graffenstaden", stage: "Permis déposé", start: "T3 2027", score: 92 },
    { name: "Extension d'entrepôt logistique", place: "Mulhouse", stage: "Permis accordé", start: "T1 2027", score: 88 },
    { name: "Rénovation énergétique d'un collège", place: "Sélestat", stage: "Marché attribué", start: "T4 2026", score: 81 },
  ],
  signal: "Recrutement : +12 postes chez un promoteur suivi",
} as const;
