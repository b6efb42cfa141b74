import type { Zod } from "site-generator";
import { choice, figure, heading, link, list, optional } from "../../fields.ts";

/**
 * What a hero may show beside its text on wide screens, each drawn from the page's sections
 * (src/sections/library/registry.tsx, HERO_ASIDES_DRAWN): `steps` another section's, `facts` the
 * hero's own.
 */
export const HERO_ASIDES = ["steps", "facts"] as const;

/** The band at the top of a composed page, holding its one h1: the first section, and only there. */
export const heroSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("hero"),
      ...heading(z),
      cta: optional(link(z, "Bouton")),
      aside: optional(
        choice(
          z,
          "À côté du titre",
          HERO_ASIDES,
          "steps : les étapes de la section « Étapes de la prospection » de la page, chacune un raccourci vers la sienne ; facts : les chiffres clés ci-dessous.",
        ),
      ),
      facts: optional(list(z, "Chiffres clés", figure(z), "Montrés à côté du titre avec « facts » comme valeur de « À côté du titre ».")),
    })
    .meta({ title: "En-tête de page", description: "Le titre de la page (h1), son chapeau et un bouton ; toujours la première section." });
