import type { Zod } from "site-generator";
import { exactly, group, heading, link, list, text } from "../../fields.ts";

export const pillarsSchema = (z: Zod) =>
  group(z, "Accueil : les trois piliers", {
    ...heading(z),
    pillars: list(
      z,
      "Piliers",
      group(z, "Pilier", {
        id: text(z, "Identifiant", "L'ancre du pilier dans la page : lettres minuscules et tirets."),
        number: text(z, "Numéro", "Affiché en grand : « 01 »."),
        title: text(z, "Titre"),
        text: text(z, "Texte"),
        features: list(z, "Fonctions", text(z, "Fonction")).length(4, exactly(4, "fonctions par pilier")),
        link: link(z),
        video: group(z, "Vidéo de démonstration", {
          name: text(z, "Fichier", "Le nom de la vidéo dans public/videos/, sans extension."),
          label: text(z, "Description", "Lue par les lecteurs d'écran à la place de la vidéo."),
        }),
      }),
    ).length(3, exactly(3, "piliers")),
  });
