import type { Zod } from "site-generator";
import { choice, exactly, group, heading, list, text } from "../../fields.ts";

/** Spec §2 on /veille-appels-offres/: the three tools, create project lists, export to CRM, priority notifications. */
export const tenderToolsSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("tender-tools"),
      ...heading(z),
      items: list(
        z,
        "Outils",
        group(z, "Outil", {
          icon: choice(z, "Icône", ["list", "export", "bell"]),
          title: text(z, "Titre"),
          text: text(z, "Texte"),
          features: list(z, "Fonctions", text(z, "Fonction")),
        }),
      ).length(3, exactly(3, "outils")),
    })
    .meta({ title: "Outils de la veille", description: "Les trois outils côte à côte, chacun avec son icône et ses fonctions." });
