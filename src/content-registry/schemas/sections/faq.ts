import type { Zod } from "site-generator";
import { between, headline, list } from "../../fields.ts";
import { FAQ_QUESTIONS } from "../home/faq.ts";
import { question } from "../home/results.ts";

/** Questions and their answers, opened one at a time (the Accordion island). */
export const faqSection = (z: Zod) =>
  z
    .strictObject({ type: z.literal("faq"), ...headline(z), items: between(list(z, "Questions", question(z)), FAQ_QUESTIONS, "questions") })
    .meta({ title: "Questions fréquentes", description: `De ${FAQ_QUESTIONS[0]} à ${FAQ_QUESTIONS[1]} questions.` });
