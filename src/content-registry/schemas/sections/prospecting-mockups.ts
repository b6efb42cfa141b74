import type { Zod } from "site-generator";
import { group, list, text } from "../../fields.ts";

const row = (z: Zod, title: string) => group(z, title, { label: text(z, "Libellé"), value: text(z, "Valeur") });

/** The mock-ups beside each step of the page: fictional companies and people. */
export const mockups = (z: Zod) =>
  group(z, "Maquettes des étapes", {
    targeting: group(z, "Ciblage", {
      title: text(z, "Titre"),
      filters: list(z, "Filtres", row(z, "Filtre")),
      result: text(z, "Résultat"),
      action: text(z, "Bouton"),
    }),
    qualification: group(z, "Qualification", {
      company: text(z, "Entreprise"),
      identity: text(z, "Identité"),
      scoreLabel: text(z, "Légende du score"),
      rows: list(z, "Lignes", row(z, "Ligne")),
    }),
    approach: group(z, "Approche", {
      context: text(z, "Contexte"),
      contacts: list(
        z,
        "Contacts",
        group(z, "Contact", { initials: text(z, "Initiales"), name: text(z, "Nom"), role: text(z, "Fonction"), email: text(z, "E-mail") }),
      ),
    }),
    organisation: group(z, "Organisation", {
      list: text(z, "Nom de la liste"),
      items: list(z, "Éléments", text(z, "Élément")),
      exportLabel: text(z, "Libellé de l'export"),
      crms: list(z, "CRM", text(z, "CRM")),
      api: text(z, "API"),
      alert: text(z, "Alerte"),
    }),
  });
