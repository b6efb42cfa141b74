import type { z } from "zod";
import type { Zod } from "site-generator";
import { calendarDay, choiceOf, formerPaths, optional, urlName } from "../fields.ts";
import { CATEGORY_CHOICE } from "./blog-pages.ts";

/**
 * Every field an article may have (content/blog/<slug>.md); any other is refused by name, since a
 * typo would be lost silently. Made with the schema library the generator passes.
 */
export function articleSchema(z: Zod) {
  const calendarDate = calendarDay(z);
  const text = z.string({ error: "doit être un texte" }).trim().min(1, { error: "doit être un texte non vide" });
  const date = (title: string, description: string) => calendarDate.meta({ title, description, format: "date" });
  return z.strictObject({
    title: text.meta({ title: "Titre" }),
    description: text.meta({ title: "Description", description: "Le texte que les moteurs de recherche et les listes d'articles montrent sous le titre." }),
    date: date("Date de publication", "Un article daté d'après le jour de la construction du site attend ce jour-là pour paraître."),
    // A key, never a name: renaming a category, or its address, leaves its articles as they are.
    category: choiceOf(z, "Catégorie", CATEGORY_CHOICE, "L'une des catégories de content/blog-pages.yaml, par sa clé."),
    author: text.meta({ title: "Auteur" }),
    featured: z.boolean().default(false).meta({ title: "À la une" }),
    cover: text.meta({ title: "Image de couverture", description: "Un fichier de content/blog/images/." }),
    coverAlt: text.meta({ title: "Description de l'image", description: "Lue par les lecteurs d'écran à la place de l'image." }),
    slug: optional(urlName(z, "Adresse", "Le nom de l'article dans son URL ; par défaut, le nom du fichier.")),
    draft: z.boolean().default(false).meta({ title: "Brouillon", description: "Un brouillon n'est pas publié ; l'aperçu local le montre, marqué." }),
    updated: calendarDate.optional().meta({ title: "Mis à jour le", description: "Le dernier jour où l'article a changé, s'il est après sa date.", format: "date" }),
    redirectFrom: formerPaths(z, "Chacune mène à l'article (redirection 301), chez chaque hébergeur."),
  }).meta({ title: "Article" }).refine((article) => article.updated === undefined || article.updated >= article.date, {
    path: ["updated"],
    message: "doit tomber le jour de la publication (le champ « date ») ou après",
  });
}

export type ArticleFrontMatter = z.output<ReturnType<typeof articleSchema>>;
