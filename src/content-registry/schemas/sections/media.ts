import type { Zod } from "site-generator";
import { image, optional, text } from "../../fields.ts";

/**
 * An image or a short clip, and its caption: a stand's photo, a product screen. One or the other:
 * the caption says what the visitor sees, and the description stands for it for those who cannot.
 */
export const mediaSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("media"),
      image: optional(image(z, "Image", "Un fichier de content/pages/images/ ; ou bien une vidéo.")),
      video: optional(text(z, "Vidéo", "Le nom d'une vidéo de public/videos/, sans extension, faite comme le dit docs/videos.md ; ou bien une image.")),
      alt: text(z, "Description", "Lue par les lecteurs d'écran à la place de l'image ou de la vidéo."),
      caption: text(z, "Légende", "Affichée sous l'image ou la vidéo."),
    })
    .superRefine(({ image, video }, context) => {
      if (image === undefined && video === undefined) context.addIssue({ code: "custom", path: ["image"], message: "manque : la section montre une image, ou bien une vidéo (le champ « video »)" });
      if (image !== undefined && video !== undefined) context.addIssue({ code: "custom", path: ["video"], message: "ne va pas avec le champ « image » : la section montre l'une ou l'autre" });
    })
    .meta({ title: "Image ou vidéo", description: "Une image ou une courte vidéo, et sa légende." });
