import { SPEC } from "../../site.ts";

/** Spec §2 and §9: the measured-results cards, each with how the figure is obtained. */
export const RESULTS = {
  eyebrow: "Résultats mesurés",
  title: "Des chiffres qui se voient dans le carnet de commandes",
  methodLabel: "Comment ce chiffre est-il mesuré ?",
  lead: "Mesurés chez nos clients entreprises du BTP, bureaux d'études et fournisseurs, après six mois d'utilisation.",
  items: [
    {
      value: `${SPEC.anticipationMonths.min} à ${SPEC.anticipationMonths.max}`,
      label: "mois d'avance sur vos concurrents",
      method: "Délai entre le dépôt du permis de construire et la publication de la consultation des entreprises.",
    },
    {
      value: `${SPEC.timeSavedPercent} %`,
      label: "de temps de veille gagné",
      method: "Heures de veille déclarées par les équipes commerciales avant et après six mois d'utilisation.",
    },
    {
      value: `×${SPEC.exclusiveProjectsMultiplier}`,
      label: "de projets en exclusivité",
      method: "Projets remportés sans mise en concurrence publique, comparés à l'année précédant l'abonnement.",
    },
    {
      value: `+${SPEC.marginGainPercent} %`,
      label: "de marge sur les chantiers anticipés",
      method: "Marge brute des chantiers obtenus en amont comparée à celle des chantiers obtenus sur appel d'offres.",
    },
    {
      value: `> ${SPEC.dataAccuracyPercent} %`,
      label: "de précision des données",
      method: "Contrôles quotidiens des données mises à jour à partir des sources officielles, sur échantillon vérifié.",
    },
  ],
} as const;

/** The accordion under the results: how the figures are measured and what the data is. */
export const METHOD = {
  title: "Comment nous mesurons ces résultats",
  items: [
    {
      question: "D'où viennent les données ?",
      answer: [
        "Des sources officielles : permis de construire et déclarations d'urbanisme, avis de marchés publics et d'attribution, registres des entreprises et annonces légales. Elles sont collectées et mises à jour chaque jour.",
      ],
    },
    {
      question: "Comment la précision est-elle contrôlée ?",
      answer: [
        `Chaque jour, un échantillon de fiches est comparé à la source d'origine. Le taux de concordance dépasse ${SPEC.dataAccuracyPercent} % ; les écarts détectés sont corrigés et signalés dans la fiche.`,
      ],
    },
    {
      question: "Sur quelle période les gains sont-ils mesurés ?",
      answer: [
        "Sur les six premiers mois d'abonnement, comparés aux douze mois précédents, à partir des données de prospection et des chantiers signés que nos clients partagent avec nous.",
      ],
    },
  ],
} as const;
