import type { Zod } from "site-generator";
import { group, heading, list, shownByScript, text } from "../../fields.ts";

export const bookingSchema = (z: Zod) =>
  group(z, "Accueil : réservation de la démo", {
    id: text(z, "Identifiant", "L'ancre de la section, que les boutons « Réserver une démo » visent."),
    ...heading(z),
    points: list(z, "Arguments", text(z, "Argument")),
    fallback: text(z, "Si le module ne s'affiche pas"),
    fallbackLink: text(z, "Lien vers la page de réservation"),
    newTab: text(z, "Mention « nouvel onglet »", "Lue après le lien : il s'ouvre dans un nouvel onglet."),
    fallbackMail: text(z, "Avant l'adresse e-mail"),
  });

export const bookingWidgetSchema = (z: Zod) =>
  group(
    z,
    "Accueil : module de réservation",
    {
      consent: shownByScript(
        z,
        "Demande d'accord",
        "Avant que le visiteur accepte les cookies du prestataire ; le bouton vaut accord. {{providers.scheduling}} : le nom du prestataire.",
      ),
      start: shownByScript(z, "Bouton d'affichage"),
      loading: shownByScript(z, "Pendant le chargement"),
      failed: shownByScript(z, "Si le chargement échoue"),
    },
    "Ce qu'affiche le script de la section de réservation (les textes de la section sont dans booking.yaml).",
  );
