import type { Zod } from "site-generator";
import { figure, group, heading, headline, list, text, titledText } from "../../fields.ts";

export const signalsPageSchema = (z: Zod) =>
  group(z, "Signaux d'affaires", {
    hero: group(z, "En-tête", { ...heading(z), facts: list(z, "Chiffres", figure(z)) }),
    steps: group(z, "Étapes", {
      ...headline(z),
      steps: list(z, "Étapes", titledText(z, "Étape")),
    }),
    closing: group(z, "Conclusion", heading(z)),
    cta: text(z, "Bouton de démo"),
  });
