import type { Zod } from "site-generator";

/**
 * The site's booking section, its words those of content/home/booking.yaml: the calendar loads
 * only once the visitor has agreed to it. Once per page: the header's "book a demo" links lead to it.
 */
export const bookingSection = (z: Zod) =>
  z.strictObject({ type: z.literal("booking") }).meta({ title: "Prise de rendez-vous", description: "Le calendrier de démonstration, avec le consentement qu'il demande." });
