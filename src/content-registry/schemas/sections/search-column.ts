import type { Zod } from "site-generator";
import { choice, group, list, text, titledText } from "../../fields.ts";

/** One column of the search comparison: a query, its results and what they show. */
export const searchColumn = <const Verdicts extends readonly [string, ...string[]]>(z: Zod, title: string, verdicts: Verdicts) =>
  group(z, title, {
    tag: text(z, "Étiquette", "La méthode de recherche, au-dessus de la colonne."),
    id: text(z, "Identifiant"),
    title: text(z, "Titre"),
    query: group(z, "Recherche", { label: text(z, "Libellé"), terms: list(z, "Termes", text(z, "Terme")) }),
    results: list(
      z,
      "Résultats",
      group(z, "Résultat", { title: text(z, "Titre"), note: text(z, "Note"), verdict: choice(z, "Verdict", verdicts) }),
    ),
    summary: text(z, "Bilan"),
    points: list(z, "Points", titledText(z, "Point")),
  });
