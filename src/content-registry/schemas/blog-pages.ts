import type { z } from "zod";
import type { Zod } from "site-generator";
import type { ChoiceSource } from "site-generator/cms";
import { BLOG_PAGES_FILE } from "../categories-file.ts";
import { choiceOf, ctaBand, exactly, formerPaths, group, heading, headline, list, text, urlName } from "../fields.ts";

/** A category, named by its key: the editor offers the categories of the file by their name. */
export const CATEGORY_CHOICE: ChoiceSource = { file: BLOG_PAGES_FILE, list: "categories", value: "key", label: "name" };

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

const category = (z: Zod) =>
  group(z, "Catégorie", {
    key: urlName(z, "Clé", "Le nom de la catégorie pour les articles et les thèmes : il ne change jamais, même quand son nom ou son adresse change."),
    name: text(z, "Nom", "Spécification §2 : les catégories du blog, écrites ainsi."),
    slug: urlName(z, "Adresse", "Le nom de la page de la catégorie dans l'URL, après /blog/categorie/."),
    redirectFrom: formerPaths(z, "Ses adresses d'avant, chacune menant à sa page (redirection 301) ; l'éditeur y ajoute l'ancienne quand l'adresse change."),
  });

export const blogPagesSchema = (z: Zod) =>
  z
    .strictObject({
      hero: group(z, "En-tête", heading(z)),
      listing: listing(z),
      topics: group(z, "Thèmes", {
        ...headline(z),
        items: list(
          z,
          "Thèmes",
          group(z, "Thème", { category: choiceOf(z, "Catégorie", CATEGORY_CHOICE, "La catégorie que le thème décrit, par sa clé."), text: text(z, "Texte") }),
        ).length(3, exactly(3, "thèmes, un par catégorie")),
      }),
      cta: ctaBand(z),
      categories: list(z, "Catégories", category(z)).length(3, exactly(3, "catégories")),
    })
    .superRefine(oneOfEach)
    .meta({ title: "Blog : pages de liste" });

interface Categorised {
  categories: { key: string; name: string; slug: string }[];
  topics: { items: { category: string }[] };
}

/**
 * Each category has its own key, name and address, and its own topic: two alike would make one
 * page, or one article's category ambiguous. Said at the later one, in French, as the schemas say.
 */
function oneOfEach(pages: Categorised, context: z.core.$RefinementCtx<Categorised>): void {
  for (const field of ["key", "name", "slug"] as const) {
    pages.categories.forEach((category, index) => {
      const first = pages.categories.findIndex((other) => other[field] === category[field]);
      if (first < index) {
        context.addIssue({ code: "custom", path: ["categories", index, field], message: `vaut « ${category[field]} », comme categories[${first}].${field} : deux catégories ne peuvent pas avoir la même valeur ici` });
      }
    });
  }
  const keys = pages.categories.map((category) => category.key);
  pages.topics.items.forEach((topic, index) => {
    const path = ["topics", "items", index, "category"];
    if (!keys.includes(topic.category)) context.addIssue({ code: "custom", path, message: `doit être la clé d'une des catégories de ce fichier (${keys.join(", ")})` });
    else if (pages.topics.items.findIndex((other) => other.category === topic.category) < index) {
      context.addIssue({ code: "custom", path, message: `vaut « ${topic.category} », comme un thème d'avant : un thème par catégorie` });
    }
  });
}
