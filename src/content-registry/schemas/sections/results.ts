import type { Zod } from "site-generator";
import { headline, list, group, text } from "../../fields.ts";
import { question } from "./faq.ts";

/** Measured results, each with how it is measured (a tooltip), and the method's questions. Once per page: its ids are its own. */
export const resultsSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("results"),
      ...headline(z),
      methodLabel: text(z, "Lien vers la méthode", "Le bouton d'aide à côté de chaque chiffre."),
      lead: text(z, "Chapeau"),
      items: list(z, "Chiffres", group(z, "Chiffre", { value: text(z, "Valeur"), label: text(z, "Légende"), method: text(z, "Méthode de mesure") })),
      method: group(z, "Méthode", { title: text(z, "Titre"), items: list(z, "Questions", question(z)) }),
    })
    .meta({ title: "Résultats mesurés", description: "Des chiffres sur fond sombre, chacun avec sa méthode de mesure, et les questions sur la méthode." });
