import type { Zod } from "site-generator";
import { optional, paragraph, text } from "../../fields.ts";

/**
 * The site's newsletter sign-up, the footer's form with a title and a lead of the page's own. Once
 * per page: two forms of one page would say the same thing twice.
 */
export const newsletterSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("newsletter"),
      title: optional(text(z, "Titre", "Par défaut, celui du formulaire du pied de page.")),
      lead: optional(paragraph(z, "Chapeau", "Par défaut, le texte du formulaire du pied de page.")),
    })
    .meta({ title: "Inscription à la lettre d'information", description: "Le formulaire du pied de page, mis en avant dans la page." });
