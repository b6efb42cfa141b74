import type { Zod } from "site-generator";
import { exactly, group, heading, list, text, titledText } from "../../fields.ts";

export const comparisonSchema = (z: Zod) =>
  group(z, "Accueil : comparaison", {
    ...heading(z),
    traditional: text(z, "Titre de la colonne « avant »"),
    anticipation: text(z, "Titre de la colonne « après »"),
    pairs: list(
      z,
      "Paires avant / après",
      group(z, "Paire", { before: titledText(z, "Avant"), after: titledText(z, "Après") }),
    ).length(4, exactly(4, "paires")),
  });
