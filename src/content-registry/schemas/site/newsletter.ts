import type { Zod } from "../../../generator/site-definition.ts";
import { group, headline, list, text } from "../../fields.ts";

export const newsletterSchema = (z: Zod) =>
  group(
    z,
    "Lettre d'information : messages du formulaire",
    {
      sending: text(z, "Pendant l'envoi"),
      success: text(z, "Inscription faite", "Chez un prestataire qui inscrit sans confirmation."),
      confirm: text(z, "Confirmation demandée", "Chez un prestataire qui envoie d'abord un lien de confirmation (double opt-in)."),
      already: text(z, "Déjà inscrit"),
      invalid: text(z, "Adresse non valide", "Vérifiée avant tout envoi."),
      rejected: text(z, "Adresse refusée par le prestataire"),
      failed: text(z, "Échec de l'envoi", "Pas de réponse, une erreur ou pas de réseau : l'adresse reste dans le champ."),
    },
    "Ce que dit le formulaire du pied de page sous son champ quand le script de la page s'exécute ; lu par les lecteurs d'écran. Sans le script, le visiteur arrive sur la page de remerciement.",
  );

export const newsletterThanksSchema = (z: Zod) =>
  group(
    z,
    "Lettre d'information : page de remerciement",
    {
      ...headline(z),
      lead: text(z, "Chapeau"),
      confirm: text(z, "Avant les étapes", "Quand le prestataire envoie d'abord un lien de confirmation (double opt-in)."),
      steps: list(z, "Étapes", text(z, "Étape")).min(1, { error: "doit contenir au moins une étape" }),
      home: text(z, "Lien vers l'accueil"),
      blog: text(z, "Lien vers le blog"),
    },
    "La page /newsletter/merci/, où arrive un visiteur inscrit sans le script de la page (le prestataire l'y renvoie). Jamais listée par les moteurs de recherche.",
  );

export const notFoundSchema = (z: Zod) =>
  group(z, "Page introuvable", {
    title: text(z, "Titre"),
    lead: text(z, "Chapeau"),
    home: text(z, "Lien vers l'accueil"),
  });
