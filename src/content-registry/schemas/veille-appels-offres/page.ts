import type { Zod } from "site-generator";
import { choice, ctaBand, exactly, figure, group, heading, headline, link, list, text, titledText } from "../../fields.ts";
import { searchColumn } from "./search-column.ts";

export const tendersPageSchema = (z: Zod) =>
  group(z, "Veille appels d'offres", {
    hero: group(z, "En-tête", { ...heading(z), cta: link(z, "Bouton") }),
    preview: group(z, "Aperçu de l'application", {
      label: text(z, "Description de l'aperçu", "Lue par les lecteurs d'écran à la place de l'image."),
      tradeLabel: text(z, "Libellé du métier"),
      trade: text(z, "Métier"),
      area: text(z, "Zone"),
      notices: list(z, "Avis", group(z, "Avis", { title: text(z, "Titre"), buyer: text(z, "Acheteur"), deadline: text(z, "Date limite") })),
      alert: text(z, "Alerte"),
    }),
    searchComparison: group(z, "Comparaison des recherches", {
      ...heading(z),
      keyword: searchColumn(z, "Recherche par mots-clés", ["relevant", "noise", "missed"]),
      // Tous ses résultats sont pertinents : la page le dit.
      semantic: searchColumn(z, "Recherche sémantique", ["relevant"]),
    }),
    monitoring: group(z, "Veille", {
      ...headline(z),
      steps: list(z, "Étapes", titledText(z, "Étape")),
      facts: list(z, "Chiffres", figure(z)),
    }),
    tools: group(z, "Outils", {
      ...heading(z),
      items: list(
        z,
        "Outils",
        group(z, "Outil", {
          icon: choice(z, "Icône", ["list", "export", "bell"]),
          title: text(z, "Titre"),
          text: text(z, "Texte"),
          features: list(z, "Fonctions", text(z, "Fonction")),
        }),
      ).length(3, exactly(3, "outils")),
    }),
    cta: ctaBand(z),
  });
