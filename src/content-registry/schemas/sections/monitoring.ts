import type { Zod } from "site-generator";
import { figure, headline, list, titledText } from "../../fields.ts";

/** Spec §1 on /veille-appels-offres/: how the monitoring works, step by step, and its figures. */
export const monitoringSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("monitoring"),
      ...headline(z),
      steps: list(z, "Étapes", titledText(z, "Étape")),
      facts: list(z, "Chiffres", figure(z)),
    })
    .meta({ title: "Étapes et chiffres de la veille", description: "Les étapes numérotées de la veille, puis ses chiffres." });
