import { SITE, SPEC } from "../../site.ts";

const { min, max } = SPEC.anticipationMonths;
/** No-break spaces: the range never splits across lines. */
const ANTICIPATION = `${min}\u00a0à\u00a0${max}\u00a0mois`;

/** Spec §2: the call to action of /signaux-affaires, leading to the demo booking. */
export const SIGNALS_CTA = "Planifier ma session stratégique";

export const SIGNALS_HERO = {
  eyebrow: "Signaux d'affaires",
  title: "Les signaux d'affaires qui annoncent vos prochains chantiers",
  lead:
    "Permis de construire, recrutements, attributions de marchés, santé financière, procédures collectives : " +
    `${SITE.productName} croise chaque jour les sources officielles pour vous montrer où agir, ${ANTICIPATION} avant la consultation des entreprises.`,
  /** Key facts beside the title: only the spec's own figures. */
  facts: [
    { value: ANTICIPATION, label: "d'avance sur la consultation des entreprises" },
    { value: "Chaque jour", label: "des données mises à jour depuis les sources officielles" },
    { value: `> ${SPEC.dataAccuracyPercent} %`, label: "de précision des données" },
  ],
} as const;

/** From signal to action, in three steps. */
export const SIGNALS_STEPS = {
  eyebrow: "Du signal à l'action",
  title: "Trois étapes entre un permis déposé et un rendez-vous signé",
  steps: [
    {
      title: "Choisissez vos signaux",
      text: "Indiquez votre métier, votre zone d'intervention et les signaux qui comptent pour vous. Pas de liste de mots-clés à entretenir.",
    },
    {
      title: "Recevez les opportunités qualifiées",
      text: `Chaque jour, les nouveaux signaux sont croisés et triés : vous ne voyez que les projets et les entreprises qui vous concernent, sur des données précises à plus de ${SPEC.dataAccuracyPercent} %.`,
    },
    {
      title: "Agissez avant la consultation",
      text: "Contactez le maître d'ouvrage, l'architecte ou l'entreprise générale au bon moment, et exportez vos projets vers Salesforce, HubSpot ou Pipedrive.",
    },
  ],
} as const;

export const SIGNALS_CLOSING = {
  eyebrow: "Session stratégique",
  title: "Voyons ensemble quels signaux annoncent vos prochains chantiers",
  lead: `En ${SPEC.demoMinutes} minutes, un expert du secteur vous montre les signaux de votre zone et de votre métier, sur des données réelles. Ensuite, l'essai est gratuit pendant ${SPEC.trialDays} jours.`,
} as const;
