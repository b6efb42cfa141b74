import type { Zod } from "site-generator";
import { heading, link, optional } from "../../fields.ts";

/** The band at the top of a composed page, holding its one h1: the first section, and only there. */
export const heroSection = (z: Zod) =>
  z
    .strictObject({ type: z.literal("hero"), ...heading(z), cta: optional(link(z, "Bouton")) })
    .meta({ title: "En-tête de page", description: "Le titre de la page (h1), son chapeau et un bouton ; toujours la première section." });
