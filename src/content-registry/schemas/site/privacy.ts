import type { Zod } from "site-generator";
import { group, link, shownByScript } from "../../fields.ts";

// Shown by the page's script (src/client/privacy/), but the link, which the footer renders.
const states = (z: Zod, nameHint: string) => ({
  name: shownByScript(z, "Nom", nameHint),
  purpose: shownByScript(z, "À quoi il sert"),
  on: shownByScript(z, "État « autorisé »"),
  off: shownByScript(z, "État « refusé »"),
});

export const privacySchema = (z: Zod) =>
  group(
    z,
    "Choix de confidentialité",
    {
      link: link(z, "Lien du pied de page"),
      dialog: group(z, "Fenêtre des choix", {
        title: shownByScript(z, "Titre"),
        intro: shownByScript(z, "Introduction"),
        more: shownByScript(z, "Lien vers la politique"),
        close: shownByScript(z, "Bouton de fermeture"),
      }),
      services: group(z, "Services tiers", {
        scheduling: group(z, "Prise de rendez-vous", {
          ...states(z, "{{providers.scheduling}} : le nom tenu dans « Société, contact et prestataires » (content/site/company.yaml)."),
          always: shownByScript(z, "État « toujours actif »", "Quand le module se charge sans demander (SITE.schedulingLoad « visible »), ses cookies étant strictement nécessaires."),
        }),
        measurement: group(z, "Mesure d'audience", {
          ...states(z, "{{measurement.providerName}} : le prestataire que nomme SITE.measurement (src/site.ts), entre {{#measurement}} et {{/measurement}}, car il n'y en a pas quand la mesure est désactivée."),
          browser: shownByScript(z, "État « refusé par le navigateur »", "Quand le navigateur demande de ne pas être suivi (Global Privacy Control, Do Not Track)."),
        }),
      }),
    },
    "L'entrée du pied de page, la fenêtre qu'elle ouvre et le choix de la politique de confidentialité. Sans JavaScript, aucun service tiers ne se charge, rien n'est mesuré, et l'entrée est un simple lien vers la section « cookies » de la politique.",
  );
