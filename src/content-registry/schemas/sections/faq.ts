import type { Zod } from "site-generator";
import { between, group, headline, list, optional, paragraph, text } from "../../fields.ts";

/** How many questions an FAQ holds. */
export const FAQ_QUESTIONS = [3, 12] as const;

/** A question and its answer, one paragraph per item. */
export const question = (z: Zod) =>
  group(z, "Question", { question: text(z, "Question"), answer: list(z, "Réponse", paragraph(z, "Paragraphe")) });

/** A section's anchor: lowercase letters without accents, digits and single hyphens. */
const ANCHOR = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Questions and their answers, opened one at a time (the Accordion island). */
export const faqSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("faq"),
      ...headline(z),
      items: between(list(z, "Questions", question(z)), FAQ_QUESTIONS, "questions"),
      anchor: optional(
        z
          .string({ error: "doit être un texte" })
          .regex(ANCHOR, { error: "doit être un nom court en minuscules sans accents ni espaces (lettres, chiffres, tirets), par exemple faq" })
          .meta({ title: "Ancre", description: "Le nom de la section dans l'adresse d'un lien qui y mène : « faq » pour /#faq. Par défaut, sa place dans la page." }),
      ),
    })
    .meta({ title: "Questions fréquentes", description: `De ${FAQ_QUESTIONS[0]} à ${FAQ_QUESTIONS[1]} questions.` });
