import type { Zod } from "site-generator";
import { between, choice, group, list, text } from "../../fields.ts";

/** The partners' names, each beside the emblem of its kind. Once per page: its title's id is its own. */
export const partnersSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("partners"),
      title: text(z, "Titre"),
      items: between(
        list(
          z,
          "Partenaires",
          group(z, "Partenaire", {
            name: text(z, "Nom", "{{partners.…}} : le nom tenu dans « Société, contact et prestataires » (content/site/company.yaml)."),
            kind: choice(z, "Type", ["metropolis", "bank", "incubator"], "Choisit le logo affiché."),
          }),
        ),
        [2, 6],
        "partenaires",
      ),
    })
    .meta({ title: "Partenaires", description: "De 2 à 6 partenaires, chacun avec son logo." });
