import type { Zod } from "../../../generator/site-definition.ts";
import { exactly, group, list, text } from "../../fields.ts";
import { question } from "./results.ts";

export const faqSchema = (z: Zod) =>
  group(z, "Accueil : questions fréquentes", {
    eyebrow: text(z, "Surtitre"),
    title: text(z, "Titre"),
    items: list(z, "Questions", question(z)).length(6, exactly(6, "questions")),
  });
