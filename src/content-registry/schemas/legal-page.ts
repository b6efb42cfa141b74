import type { z } from "zod";
import type { Zod } from "site-generator";
import { SITE } from "../../site.ts";
import { calendarDay } from "../fields.ts";

/** YYYY-MM-DD where the site's readers are, as the build reckons the day (en-CA writes it so). */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: SITE.timeZone }).format(new Date());

/**
 * Every field a legal page may have (content/legal/<url-name>.md); any other is refused by name.
 * Made with the schema library the generator passes.
 */
export function legalPageSchema(z: Zod) {
  const text = z.string({ error: "doit être un texte" }).trim().min(1, { error: "doit être un texte non vide" });
  return z.strictObject({
    title: text.meta({ title: "Titre", description: "Le titre de la page et de l'onglet du navigateur." }),
    label: text.meta({ title: "Nom court", description: "Son nom dans le fil d'Ariane et le pied de page : « CGU / CGV »." }),
    description: text
      .min(50, { message: "doit faire au moins 50 caractères : les moteurs de recherche la montrent sous le titre" })
      .meta({ title: "Description", description: "Le texte que les moteurs de recherche montrent sous le titre." }),
    /**
     * "Dernière mise à jour", YYYY-MM-DD. Never after the day of the build: the page would be held
     * back as a scheduled entry, its link in the footer leading nowhere until then.
     */
    updated: calendarDay(z)
      .refine((day) => day <= today(), { message: "doit être le dernier jour où le texte a changé, aujourd'hui au plus tard" })
      .meta({ title: "Dernière mise à jour", description: "Jamais après le jour de la construction du site.", format: "date" }),
  }).meta({ title: "Page légale" });
}

export type LegalFrontMatter = z.output<ReturnType<typeof legalPageSchema>>;
