import { SPEC } from "../../site.ts";

/** Spec §2: traditional prospecting against anticipation, in four pairs. */
export const COMPARISON = {
  eyebrow: "Pourquoi anticiper",
  title: "Prospecter après tout le monde, ou arriver le premier",
  lead: "Quand l'appel d'offres est publié, la plupart des décisions sont déjà prises. L'anticipation change la donne.",
  traditional: "Prospection traditionnelle",
  anticipation: "Avec l'anticipation",
  pairs: [
    {
      before: {
        title: "Opportunités manquées",
        text: "Vous découvrez les projets au moment de la consultation, quand le maître d'ouvrage a déjà ses habitudes.",
      },
      after: {
        title: "Exclusivité",
        text: `Vous accédez aux projets ${SPEC.anticipationMonths.min} à ${SPEC.anticipationMonths.max} mois plus tôt et rencontrez les décideurs avant vos concurrents.`,
      },
    },
    {
      before: {
        title: "Temps perdu",
        text: "Veille sur des dizaines de sites, tableurs, appels à froid : vos commerciaux cherchent plus qu'ils ne vendent.",
      },
      after: {
        title: "Centralisation",
        text: "Permis, marchés, signaux et contacts réunis dans un seul outil, triés pour votre métier et votre secteur.",
      },
    },
    {
      before: {
        title: "Concurrence acharnée",
        text: "Sur un appel d'offres public, vous êtes dix à répondre et le prix décide de tout.",
      },
      after: {
        title: "Marges protégées",
        text: "En amont, vous conseillez, vous proposez des variantes et vous négociez sur la valeur, pas seulement sur le prix.",
      },
    },
    {
      before: {
        title: "Réactivité limitée",
        text: "Votre carnet de commandes dépend des consultations qui arrivent, sans visibilité sur les mois suivants.",
      },
      after: {
        title: "Proactivité stratégique",
        text: "Vous planifiez vos ressources et votre prospection sur les chantiers qui démarrent dans six mois à un an.",
      },
    },
  ],
} as const;
