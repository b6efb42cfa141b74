import type { Zod } from "site-generator";
import { between, choice, distinctBy, exactly, group, heading, list, text } from "../../fields.ts";

const animations = (z: Zod) =>
  group(
    z,
    "Animations",
    {
      projets: group(z, "Projets", { stage: text(z, "Étape"), project: text(z, "Projet") }),
      croissance: group(z, "Croissance", { badge: text(z, "Badge"), caption: text(z, "Légende") }),
      attributions: group(z, "Attributions", {
        notice: text(z, "Avis"),
        stamp: text(z, "Tampon"),
        holder: text(z, "Titulaire"),
        amount: text(z, "Montant"),
        buyer: text(z, "Acheteur"),
      }),
      financiers: group(z, "Financiers", { score: text(z, "Score") }),
      juridiques: group(z, "Juridiques", {
        title: text(z, "Titre"),
        alerts: list(z, "Alertes", text(z, "Alerte"), "Du plus grave au moins grave.").length(3, exactly(3, "alertes")),
        time: text(z, "Heure"),
      }),
    },
    "Les mots à l'intérieur de l'animation de chaque onglet.",
  );

export const signalTabsSchema = (z: Zod) =>
  group(z, "Signaux d'affaires : onglets", {
    ...heading(z),
    tablistLabel: text(z, "Nom de la liste d'onglets", "Lu par les lecteurs d'écran."),
    tabs: distinctBy(between(list(
      z,
      "Onglets",
      group(z, "Onglet", {
        kind: choice(
          z,
          "Type",
          ["projets", "croissance", "attributions", "financiers", "juridiques"],
          "Choisit l'icône et l'animation ; un nouveau type s'ajoute dans le code.",
        ),
        label: text(z, "Nom de l'onglet"),
        question: text(z, "Question"),
        title: text(z, "Titre"),
        description: text(z, "Description"),
        points: list(z, "Points", text(z, "Point")),
        source: text(z, "Source des données"),
      }),
    ), [2, 5], "onglets"), "kind", "chaque onglet a son propre type (son icône et son animation)"),
    animations: animations(z),
  });
