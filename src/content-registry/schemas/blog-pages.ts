import type { Zod } from "../../generator/site-definition.ts";
import { ctaBand, exactly, group, heading, headline, list, text } from "../fields.ts";

const listing = (z: Zod) =>
  group(z, "Listes d'articles", {
    ...headline(z),
    moreTitle: text(z, "Titre des autres articles"),
    readLabel: text(z, "Lien « lire l'article »"),
    authorLabel: text(z, "Avant le nom de l'auteur"),
    readingTime: text(z, "Temps de lecture", "{minutes} est remplacé par la durée de l'article."),
    pagination: text(z, "Nom de la pagination"),
    previous: text(z, "Page précédente"),
    next: text(z, "Page suivante"),
    pageTitle: text(z, "Titre d'une page de la liste", "{page} est remplacé par le numéro de la page."),
    categoryEyebrow: text(z, "Surtitre d'une catégorie"),
    categoryLead: text(z, "Chapeau d'une catégorie", "{name} est remplacé par le nom de la catégorie."),
    empty: text(z, "Liste vide"),
    feedLabel: text(z, "Lien vers le flux Atom"),
    back: text(z, "Retour au blog"),
    publishedOn: text(z, "Avant la date de publication"),
    unpublished: group(z, "Marque des articles non publiés (aperçu seulement)", {
      draft: text(z, "Brouillon"),
      scheduled: text(z, "Programmé"),
    }),
  });

export const blogPagesSchema = (z: Zod) =>
  group(z, "Blog : pages de liste", {
    hero: group(z, "En-tête", heading(z)),
    listing: listing(z),
    topics: group(z, "Thèmes", {
      ...headline(z),
      items: list(
        z,
        "Thèmes",
        group(z, "Thème", { category: text(z, "Catégorie"), text: text(z, "Texte") }),
      ).length(3, exactly(3, "thèmes, un par catégorie")),
    }),
    cta: ctaBand(z),
    categories: list(
      z,
      "Catégories",
      group(z, "Catégorie", {
        name: text(z, "Nom", "Spécification §2 : les catégories du blog, écrites ainsi."),
        slug: text(z, "Adresse", "Le nom de la page de la catégorie dans l'URL."),
      }),
    ).length(3, exactly(3, "catégories")),
  });
