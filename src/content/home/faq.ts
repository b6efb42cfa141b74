import { SITE, SPEC } from "../../site.ts";

/** Spec §2: six questions, one open at a time. */
export const FAQ = {
  eyebrow: "Questions fréquentes",
  title: "Vos questions, nos réponses",
  items: [
    {
      question: `À qui s'adresse ${SITE.productName} ?`,
      answer: [
        "Aux entreprises de construction de toutes tailles, aux bureaux d'études, aux architectes et aux fournisseurs de matériaux qui veulent développer leur activité en repérant les projets plus tôt.",
      ],
    },
    {
      question: "D'où proviennent les données et à quelle fréquence sont-elles mises à jour ?",
      answer: [
        `Elles proviennent de sources officielles (permis de construire, avis de marchés publics, registres des entreprises, annonces légales) et sont mises à jour chaque jour. Leur précision dépasse ${SPEC.dataAccuracyPercent} %.`,
      ],
    },
    {
      question: "Combien de temps d'avance puis-je vraiment gagner ?",
      answer: [
        `Un permis de construire est déposé en général ${SPEC.anticipationMonths.min} à ${SPEC.anticipationMonths.max} mois avant le début des travaux. C'est le temps dont vous disposez pour rencontrer le maître d'ouvrage, l'architecte ou l'entreprise générale avant la consultation.`,
      ],
    },
    {
      question: "Comment fonctionne la recherche par code NAF ?",
      answer: [
        "Vous choisissez votre métier par son code NAF au lieu de dresser une liste de mots-clés. Notre moteur sémantique comprend le contenu des consultations et retrouve celles qui correspondent à votre métier, même formulées autrement.",
      ],
    },
    {
      question: "Puis-je exporter les données vers mon CRM ?",
      answer: [
        "Oui. Les projets et les prospects s'exportent vers Salesforce, HubSpot ou Pipedrive, ou par fichier. Une API est également disponible pour les intégrations sur mesure.",
      ],
    },
    {
      question: "Comment se passe l'essai gratuit ?",
      answer: [
        `L'essai dure ${SPEC.trialDays} jours et il est 100 % gratuit. Il commence par une démonstration de ${SPEC.demoMinutes} minutes sur des données réelles de votre secteur, puis vous explorez la plateforme librement.`,
      ],
    },
  ],
} as const;
