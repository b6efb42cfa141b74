import type { Zod } from "site-generator";
import { between, distinctBy, group, heading, link, list, text } from "../../fields.ts";

/** The product's pillars, each beside its demo clip. Once per page: its pillars' ids are anchors. */
export const pillarsSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("pillars"),
      ...heading(z),
      pillars: distinctBy(
        between(
          list(
            z,
            "Piliers",
            group(z, "Pilier", {
              id: text(z, "Identifiant", "L'ancre du pilier dans la page : lettres minuscules et tirets."),
              number: text(z, "Numéro", "Affiché en grand : « 01 »."),
              title: text(z, "Titre"),
              text: text(z, "Texte"),
              features: between(list(z, "Fonctions", text(z, "Fonction")), [2, 6], "fonctions par pilier"),
              link: link(z),
              video: group(z, "Vidéo de démonstration", {
                name: text(z, "Fichier", "Le nom de la vidéo dans public/videos/, sans extension."),
                label: text(z, "Description", "Lue par les lecteurs d'écran à la place de la vidéo."),
              }),
            }),
          ),
          [2, 4],
          "piliers",
        ),
        "id",
        "chaque pilier a son propre identifiant",
      ),
    })
    .meta({ title: "Piliers", description: "De 2 à 4 piliers, chacun avec ses fonctions, son lien et sa vidéo de démonstration." });
