import type { Zod } from "site-generator";
import { choice, heading, link, optional } from "../../fields.ts";

/** What a hero may show beside its text on wide screens: each drawn from another section of the page (src/sections/library/registry.tsx, HERO_ASIDES_DRAWN). */
export const HERO_ASIDES = ["steps"] as const;

/** The band at the top of a composed page, holding its one h1: the first section, and only there. */
export const heroSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("hero"),
      ...heading(z),
      cta: optional(link(z, "Bouton")),
      aside: optional(choice(z, "À côté du titre", HERO_ASIDES, "steps : les étapes de la section « Étapes de la prospection » de la page, chacune un raccourci vers la sienne.")),
    })
    .meta({ title: "En-tête de page", description: "Le titre de la page (h1), son chapeau et un bouton ; toujours la première section." });
