import type { Zod } from "site-generator";
import { exactly, group, headline, list } from "../../fields.ts";
import { question } from "./results.ts";

export const faqSchema = (z: Zod) =>
  group(z, "Accueil : questions fréquentes", {
    ...headline(z),
    items: list(z, "Questions", question(z)).length(6, exactly(6, "questions")),
  });
