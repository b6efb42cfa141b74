import type { Zod } from "site-generator";
import { heading, link } from "../../fields.ts";

/** A page's call to action once more, at its end: a navy card, its text beside its one button. */
export const ctaCardSection = (z: Zod) =>
  z
    .strictObject({ type: z.literal("cta-card"), ...heading(z), cta: link(z, "Bouton") })
    .meta({ title: "Carte d'appel à l'action", description: "Un titre, un paragraphe et un bouton, dans une carte sombre." });
