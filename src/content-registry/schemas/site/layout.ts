import type { Zod } from "site-generator";
import { exactly, group, link, list, text } from "../../fields.ts";

const links = (z: Zod, title: string, count: number, description?: string) =>
  list(z, title, link(z), description).length(count, exactly(count, "liens"));

const footer = (z: Zod) =>
  group(z, "Pied de page", {
    about: text(z, "Présentation"),
    social: text(z, "Lien LinkedIn"),
    solutions: group(z, "Solutions", { title: text(z, "Titre"), links: links(z, "Liens", 3) }),
    resources: group(
      z,
      "Ressources",
      { title: text(z, "Titre"), items: list(z, "Éléments", text(z, "Élément")).length(2, exactly(2, "éléments")) },
      "Affichées en texte simple : la spécification ne leur donne pas encore de page.",
    ),
    legal: group(z, "Informations légales", { title: text(z, "Titre"), links: links(z, "Liens", 3) }),
    copyright: text(z, "Mention de copyright", "{year} et {company} sont remplacés par l'année et le nom de la société."),
    newsletter: group(z, "Lettre d'information", {
      title: text(z, "Titre"),
      text: text(z, "Texte"),
      label: text(z, "Libellé du champ"),
      placeholder: text(z, "Exemple dans le champ"),
      submit: text(z, "Bouton"),
      note: text(z, "Ligne sous le champ", "Suivie du lien vers la section « lettre d'information » de la politique de confidentialité."),
      privacy: text(z, "Lien vers la politique de confidentialité"),
    }),
  });

export const layoutSchema = (z: Zod) =>
  group(
    z,
    "En-tête et pied de page",
    {
      shareImageAlt: text(z, "Description de l'image de partage", "L'image montrée avec un lien vers le site sur les réseaux sociaux et dans les messages."),
      header: group(z, "En-tête", {
        skipLink: text(z, "Lien d'évitement", "Le premier lien de la page, pour les claviers : il mène au contenu."),
        menu: text(z, "Bouton du menu (mobile)"),
        navigationLabel: text(z, "Nom de la navigation", "Lu par les lecteurs d'écran."),
        links: links(z, "Liens", 5, "Spécification §2 : ces cinq liens, dans cet ordre."),
        login: text(z, "Lien de connexion"),
        newTab: text(z, "Mention « nouvel onglet »", "Lue après un lien qui s'ouvre dans un nouvel onglet."),
        demo: text(z, "Bouton de démo"),
      }),
      footer: footer(z),
      legalPage: group(
        z,
        "Pages légales",
        {
          updated: text(z, "Avant la date de mise à jour"),
          contents: text(z, "Titre du sommaire"),
        },
        "La mise en page des pages légales (leurs textes sont dans content/legal/).",
      ),
    },
    "L'en-tête et le pied de toutes les pages.",
  );
