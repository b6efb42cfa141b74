import type { Zod } from "site-generator";
import { ctaBand } from "../../fields.ts";

/** The dark band that closes a page with its one button. */
export const ctaSection = (z: Zod) =>
  ctaBand(z)
    .extend({ type: z.literal("cta") })
    .meta({ title: "Bandeau d'appel à l'action", description: "Un titre, un texte, un bouton et ses arguments." });
