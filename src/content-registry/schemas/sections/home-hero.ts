import type { Zod } from "site-generator";
import { group, heading, link, list, text } from "../../fields.ts";

/**
 * The home page's band at the top: its h1, its two buttons and a mock-up of the application beside
 * them. It holds the page's one h1, as `hero` does: the first section, and only there.
 */
export const homeHeroSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("home-hero"),
      ...heading(z),
      cta: text(z, "Bouton principal", "Il mène à la réservation de la démo."),
      secondary: link(z, "Lien secondaire"),
      reassurance: list(z, "Garanties sous les boutons", text(z, "Garantie")),
      preview: group(
        z,
        "Aperçu de l'application",
        {
          label: text(z, "Description de l'aperçu", "Lue par les lecteurs d'écran à la place de l'image."),
          title: text(z, "Titre de l'aperçu"),
          area: text(z, "Zone géographique"),
          projects: list(
            z,
            "Projets",
            group(z, "Projet", {
              name: text(z, "Nom"),
              place: text(z, "Commune"),
              stage: text(z, "Étape"),
              start: text(z, "Début estimé"),
              score: z.number({ error: "doit être un nombre" }).meta({ title: "Score d'opportunité", description: "Sur 100." }),
            }),
          ),
          startLabel: text(z, "Légende du début estimé"),
          scoreLabel: text(z, "Avant le score", "Lu avec le score : « Score d'opportunité : 92 sur 100 »."),
          scoreSuffix: text(z, "Après le score"),
          signal: text(z, "Signal mis en avant"),
        },
        "La maquette de l'application à côté du titre : des projets fictifs, aucune entreprise réelle.",
      ),
    })
    .meta({
      title: "En-tête de l'accueil",
      description: "Le titre de la page (h1), deux boutons et la maquette de l'application ; toujours la première section.",
    });
