import type { Zod } from "site-generator";
import { group, headline, list, shownByScript, text } from "../../fields.ts";

export const newsletterSchema = (z: Zod) =>
  group(
    z,
    "Lettre d'information : messages du formulaire",
    {
      closed: text(
        z,
        "Inscriptions pas encore ouvertes",
        "Sous le champ, tant que le site n'a pas de prestataire pour la lettre (réglage du développeur) : le champ et le bouton restent affichés, rien n'est envoyé.",
      ),
      sending: shownByScript(z, "Pendant l'envoi"),
      success: shownByScript(z, "Inscription faite", "Chez un prestataire qui inscrit sans confirmation."),
      confirm: shownByScript(z, "Confirmation demandée", "Chez un prestataire qui envoie d'abord un lien de confirmation (double opt-in)."),
      already: shownByScript(z, "Déjà inscrit"),
      invalid: shownByScript(z, "Adresse non valide", "Vérifiée avant tout envoi."),
      rejected: shownByScript(z, "Adresse refusée par le prestataire"),
      failed: shownByScript(
        z,
        "Échec de l'envoi",
        "Rien n'est parti (prestataire injoignable, pas de réseau) ou le prestataire a répondu par une erreur : le visiteur peut réessayer, l'adresse reste dans le champ.",
      ),
      unknown: shownByScript(
        z,
        "Réponse illisible",
        "L'adresse est sans doute arrivée, mais la réponse du prestataire n'a pas pu être lue (ou n'est pas venue à temps) : ne pas inviter à la renvoyer. Chez un prestataire qui inscrit sans confirmation.",
      ),
      unknownConfirm: shownByScript(
        z,
        "Réponse illisible, confirmation demandée",
        "La même chose chez un prestataire qui envoie d'abord un lien de confirmation : dire de chercher cet e-mail avant de réessayer.",
      ),
      held: shownByScript(
        z,
        "Même adresse renvoyée",
        "Quand le visiteur renvoie l'adresse dont la réponse n'a pas pu être lue : rien n'est envoyé une seconde fois depuis la page.",
      ),
    },
    "Ce que dit le formulaire du pied de page sous son champ, lu par les lecteurs d'écran : tant que les inscriptions ne sont pas ouvertes, avec ou sans le script de la page ; ensuite, quand le script de la page s'exécute (sans lui, le visiteur arrive sur la page de remerciement).",
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
