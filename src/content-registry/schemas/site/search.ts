import type { Zod } from "site-generator";
import { group, shownByScript, text } from "../../fields.ts";

export const searchSchema = (z: Zod) =>
  group(z, "Recherche", {
    link: text(z, "Lien de l'en-tête", "Ouvre la recherche ; sans JavaScript, il mène à la liste des articles du blog."),
    title: shownByScript(z, "Titre de la fenêtre de recherche"),
    label: shownByScript(z, "Libellé du champ"),
    hint: shownByScript(z, "Aide sous le champ", "Ce que la recherche couvre."),
    close: shownByScript(z, "Bouton de fermeture"),
    loading: shownByScript(z, "Pendant le chargement", "Le temps que l'index arrive, à la première recherche de la visite."),
    none: shownByScript(z, "Aucun résultat", "{terme} : les mots cherchés, tels que saisis."),
    one: shownByScript(z, "Un résultat", "{terme} : les mots cherchés."),
    many: shownByScript(z, "Plusieurs résultats", "{nombre} : combien de pages ; {terme} : les mots cherchés."),
    failed: shownByScript(z, "Recherche indisponible", "Si l'index ne se charge pas (réseau coupé) ; suivi du lien vers le blog."),
    fallback: shownByScript(z, "Lien vers le blog", "Sous le message d'échec : la liste des articles, comme sans JavaScript."),
  });
