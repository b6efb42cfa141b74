import type { Zod } from "site-generator";
import { between, group, headline, list } from "../../fields.ts";
import { question } from "./results.ts";

/** How many questions an FAQ holds, on the home page or in a composed page's section. */
export const FAQ_QUESTIONS = [3, 12] as const;

export const faqSchema = (z: Zod) =>
  group(z, "Accueil : questions fréquentes", {
    ...headline(z),
    items: between(list(z, "Questions", question(z)), FAQ_QUESTIONS, "questions"),
  });
