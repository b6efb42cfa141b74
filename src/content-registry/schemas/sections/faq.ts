import type { Zod } from "site-generator";
import { headline, list } from "../../fields.ts";
import { question } from "../home/results.ts";

/** Questions and their answers, opened one at a time (the Accordion island). */
export const faqSection = (z: Zod) =>
  z
    .strictObject({ type: z.literal("faq"), ...headline(z), items: list(z, "Questions", question(z)).min(3).max(12) })
    .meta({ title: "Questions fréquentes", description: "De 3 à 12 questions." });
