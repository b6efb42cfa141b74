import type { Zod } from "site-generator";
import { image, optional, paragraph, text } from "../../fields.ts";

/** What a customer said, and who: persuades a site manager more than any headline. */
export const quoteSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("quote"),
      quote: paragraph(z, "Citation", "Les mots du client, sans guillemets : la page les ajoute."),
      person: text(z, "Nom"),
      role: text(z, "Fonction"),
      company: text(z, "Entreprise"),
      photo: optional(image(z, "Photo", "Un portrait de la personne, fichier de content/pages/images/, carré de préférence.")),
      photoAlt: optional(text(z, "Description de la photo", "Lue par les lecteurs d'écran à la place de la photo : « Claire Martin, souriante, sur un chantier ».")),
    })
    .superRefine(({ photo, photoAlt }, context) => {
      // An image without its description is an unnamed picture to a screen reader.
      if (photo !== undefined && photoAlt === undefined) context.addIssue({ code: "custom", path: ["photoAlt"], message: "manque : le champ « photo » est donné, et sa description est lue à qui ne la voit pas" });
    })
    .meta({ title: "Citation d'un client" });
