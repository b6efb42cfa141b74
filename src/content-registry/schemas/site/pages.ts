import type { Zod } from "site-generator";
import { group, text } from "../../fields.ts";

const page = (z: Zod, title: string) =>
  group(z, title, {
    label: text(z, "Nom dans le fil d'Ariane"),
    title: text(z, "Titre", "Le titre de l'onglet du navigateur et des résultats de recherche."),
    description: text(z, "Description", "Le texte que les moteurs de recherche montrent sous le titre."),
  });

/** One entry per page, every page present. */
export const pagesSchema = (z: Zod) =>
  group(z, "Titres et descriptions des pages", {
    blog: page(z, "Blog"),
    "newsletter-merci": page(z, "Merci (lettre d'information)"),
    "not-found": page(z, "Page introuvable"),
  });
