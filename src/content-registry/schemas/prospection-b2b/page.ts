import type { Zod } from "site-generator";
import { between, choice, ctaBand, distinctBy, figure, group, heading, headline, link, list, text } from "../../fields.ts";
import { mockups } from "./mockups.ts";

export const prospectingPageSchema = (z: Zod) =>
  group(z, "Prospection B2B", {
    hero: group(z, "En-tête", { ...heading(z), cta: link(z, "Bouton"), stepsLabel: text(z, "Nom de la navigation des étapes") }),
    stepsIntro: group(z, "Introduction des étapes", {
      stepLabel: text(z, "Avant le numéro d'étape", "« Étape » donne « Étape 1 »."),
      ...heading(z),
    }),
    steps: distinctBy(distinctBy(between(list(
      z,
      "Étapes",
      group(z, "Étape", {
        id: text(z, "Identifiant", "L'ancre de l'étape dans la page."),
        name: text(z, "Nom court", "Spécification §2 : ciblage, qualification, approche personnalisée, organisation."),
        title: text(z, "Titre"),
        text: text(z, "Texte"),
        features: list(z, "Fonctions", text(z, "Fonction")),
        mockup: choice(z, "Maquette", ["targeting", "qualification", "approach", "organisation"]),
      }),
    ), [2, 4], "étapes"), "id", "chaque étape a son propre identifiant"), "mockup", "chaque étape a sa propre maquette"),
    mockups: mockups(z),
    results: group(z, "Résultats", {
      ...headline(z),
      items: list(z, "Chiffres", figure(z)),
      privacy: group(z, "Données personnelles", { text: text(z, "Texte"), link: link(z) }),
    }),
    cta: ctaBand(z),
  });
