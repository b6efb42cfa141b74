import type { Zod } from "site-generator";
import { between, choice, distinctBy, group, heading, list, text } from "../../fields.ts";
import { mockups } from "./prospecting-mockups.ts";

/** Spec §2's method, step by step, each beside its mock-up; the page's hero may list the steps as shortcuts (hero.ts, `aside: steps`). */
export const prospectingStepsSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("prospecting-steps"),
      stepLabel: text(z, "Avant le numéro d'étape", "« Étape » donne « Étape 1 »."),
      ...heading(z),
      navLabel: text(z, "Nom de la navigation des étapes", "Le titre de la liste des étapes que l'en-tête de page peut montrer à côté du titre."),
      steps: distinctBy(
        distinctBy(
          between(
            list(
              z,
              "Étapes",
              group(z, "Étape", {
                id: text(z, "Identifiant", "L'ancre de l'étape dans la page."),
                name: text(z, "Nom court", "Spécification §2 : ciblage, qualification, approche personnalisée, organisation."),
                title: text(z, "Titre"),
                text: text(z, "Texte"),
                features: list(z, "Fonctions", text(z, "Fonction")),
                mockup: choice(z, "Maquette", ["targeting", "qualification", "approach", "organisation"]),
              }),
            ),
            [2, 4],
            "étapes",
          ),
          "id",
          "chaque étape a son propre identifiant",
        ),
        "mockup",
        "chaque étape a sa propre maquette",
      ),
      mockups: mockups(z),
    })
    .meta({ title: "Étapes de la prospection", description: "De 2 à 4 étapes numérotées, chacune avec ses fonctions et sa maquette." });
