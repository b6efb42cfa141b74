import type { Zod } from "site-generator";
import { markdown, optional, text } from "../../fields.ts";

/** Words the other kinds do not lay out: a programme, conditions, a few paragraphs, in Markdown. */
export const textSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("text"),
      title: optional(text(z, "Titre")),
      body: markdown(z, "Texte", "En Markdown : ## pour un intertitre, **gras**, - pour une liste, [lien](/page/)."),
    })
    .meta({ title: "Texte", description: "Un titre si besoin, et du texte mis en forme en Markdown." });
