import type { Zod } from "site-generator";
import { figure, group, headline, link, list, optional, text } from "../../fields.ts";

/** Figures side by side: a result, a market size. As many as the row holds. */
export const figuresSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("figures"),
      ...headline(z),
      items: list(z, "Chiffres", figure(z)).min(2).max(4),
      note: optional(group(z, "Note sous les chiffres", { text: text(z, "Texte"), link: link(z) }, "Une phrase sous les chiffres et son lien : d'où viennent les données, par exemple.")),
    })
    .meta({ title: "Chiffres", description: "De 2 à 4 chiffres côte à côte, chacun avec sa légende." });
