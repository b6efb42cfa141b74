import type { Zod } from "site-generator";
import { group, headline, list, paragraph, text } from "../../fields.ts";

/** A question and its answer, one paragraph per item. */
export const question = (z: Zod) =>
  group(z, "Question", { question: text(z, "Question"), answer: list(z, "Réponse", paragraph(z, "Paragraphe")) });

export const resultsSchema = (z: Zod) =>
  group(z, "Accueil : résultats", {
    ...headline(z),
    methodLabel: text(z, "Lien vers la méthode", "Le bouton d'aide à côté de chaque chiffre."),
    lead: text(z, "Chapeau"),
    items: list(
      z,
      "Chiffres",
      group(z, "Chiffre", { value: text(z, "Valeur"), label: text(z, "Légende"), method: text(z, "Méthode de mesure") }),
    ),
    method: group(z, "Méthode", { title: text(z, "Titre"), items: list(z, "Questions", question(z)) }),
  });
