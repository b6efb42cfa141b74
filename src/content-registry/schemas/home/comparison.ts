import type { Zod } from "site-generator";
import { between, group, heading, list, text, titledText } from "../../fields.ts";

export const comparisonSchema = (z: Zod) =>
  group(z, "Accueil : comparaison", {
    ...heading(z),
    traditional: text(z, "Titre de la colonne « avant »"),
    anticipation: text(z, "Titre de la colonne « après »"),
    pairs: between(list(
      z,
      "Paires avant / après",
      group(z, "Paire", { before: titledText(z, "Avant"), after: titledText(z, "Après") }),
    ), [2, 6], "paires"),
  });
