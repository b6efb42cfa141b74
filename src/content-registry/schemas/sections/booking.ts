import type { Zod } from "site-generator";
import { optional, paragraph, text } from "../../fields.ts";

/**
 * The site's booking section, its words those of content/home/booking.yaml but for a title and a
 * lead of the page's own: the calendar loads only once the visitor has agreed to it. Once per
 * page: the header's "book a demo" links lead to it.
 */
export const bookingSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("booking"),
      title: optional(text(z, "Titre", "Par défaut, celui de la section de réservation de l'accueil.")),
      lead: optional(paragraph(z, "Chapeau", "Par défaut, celui de la section de réservation de l'accueil.")),
    })
    .meta({ title: "Prise de rendez-vous", description: "Le calendrier de démonstration, avec le consentement qu'il demande." });
