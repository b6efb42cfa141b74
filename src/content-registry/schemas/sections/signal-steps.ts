import type { Zod } from "site-generator";
import { headline, list, titledText } from "../../fields.ts";

/** From a signal to a meeting: numbered steps side by side, joined by an amber rule on wide screens. */
export const signalStepsSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("signal-steps"),
      ...headline(z),
      steps: list(z, "Étapes", titledText(z, "Étape")),
    })
    .meta({ title: "Étapes numérotées", description: "Des étapes côte à côte, chacune numérotée, avec son titre et son texte." });
