import type { Zod } from "site-generator";
import { heading } from "../../fields.ts";
import { searchColumn } from "./search-column.ts";

/** Spec §2 on /veille-appels-offres/: keyword search against semantic search, side by side. */
export const searchComparisonSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("search-comparison"),
      ...heading(z),
      keyword: searchColumn(z, "Recherche par mots-clés", ["relevant", "noise", "missed"]),
      // Tous ses résultats sont pertinents : la page le dit.
      semantic: searchColumn(z, "Recherche sémantique", ["relevant"]),
    })
    .meta({ title: "Comparaison des recherches", description: "Une recherche par mots-clés et une recherche sémantique côte à côte, chacune avec ses résultats et ses points." });
