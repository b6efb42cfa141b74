import type { Zod } from "site-generator";
import { between, group, heading, list, text, titledText } from "../../fields.ts";

/** Before and after, side by side, pair by pair. Once per page: its title's id is its own. */
export const comparisonSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("comparison"),
      ...heading(z),
      traditional: text(z, "Titre de la colonne « avant »"),
      anticipation: text(z, "Titre de la colonne « après »"),
      pairs: between(list(z, "Paires avant / après", group(z, "Paire", { before: titledText(z, "Avant"), after: titledText(z, "Après") })), [2, 6], "paires"),
    })
    .meta({ title: "Comparaison avant / après", description: "De 2 à 6 paires : la prospection traditionnelle, puis avec l'anticipation." });
