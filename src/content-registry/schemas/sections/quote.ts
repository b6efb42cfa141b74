import type { Zod } from "site-generator";
import { paragraph, text } from "../../fields.ts";

/** What a customer said, and who: persuades a site manager more than any headline. */
export const quoteSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("quote"),
      quote: paragraph(z, "Citation", "Les mots du client, sans guillemets : la page les ajoute."),
      person: text(z, "Nom"),
      role: text(z, "Fonction"),
      company: text(z, "Entreprise"),
    })
    .meta({ title: "Citation d'un client" });
