import type { Zod } from "site-generator";
import { between, choice, group, list, text } from "../../fields.ts";

export const partnersSchema = (z: Zod) =>
  group(z, "Accueil : partenaires", {
    title: text(z, "Titre"),
    items: between(list(
      z,
      "Partenaires",
      group(z, "Partenaire", {
        name: text(z, "Nom", "{{partners.…}} : le nom tenu dans « Société, contact et prestataires » (content/site/company.yaml)."),
        kind: choice(z, "Type", ["metropolis", "bank", "incubator"], "Choisit le logo affiché."),
      }),
    ), [2, 6], "partenaires"),
  });
