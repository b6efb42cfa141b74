import { SPEC } from "../../site.ts";

/** The demo-booking section, anchor of every demo button (spec §2: id prise-de-rdv). */
export const BOOKING = {
  id: "prise-de-rdv",
  eyebrow: "Démo gratuite",
  title: `Réservez votre démo de ${SPEC.demoMinutes} minutes`,
  lead: "Un expert du secteur vous montre les projets et les appels d'offres de votre zone, sur des données réelles.",
  points: [
    `Essai gratuit de ${SPEC.trialDays} jours, 100 % gratuit`,
    `Démo de ${SPEC.demoMinutes} minutes avec des données réelles de votre secteur`,
    "Vos questions sur vos marchés et votre zone, traitées en direct",
  ],
  start: "Afficher le module de réservation",
  startNote: "Le module est fourni par notre prestataire de prise de rendez-vous.",
  loading: "Chargement du module de réservation…",
  failed: "Le module de réservation n'a pas pu se charger.",
  fallback: "Le module de réservation ne s'affiche pas ?",
  fallbackLink: "Ouvrir la page de réservation",
  fallbackMail: "ou écrivez-nous à",
} as const;
