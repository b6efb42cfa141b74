import type { Zod } from "site-generator";
import { between, choice, distinctBy, exactly, group, heading, list, text } from "../../fields.ts";

/** The signals a tab may show, each with its icon and its panel's animation: a new one is added in the code. */
export const SIGNAL_KINDS = ["projets", "croissance", "attributions", "financiers", "juridiques"] as const;

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

/**
 * Spec §4's families of signals, one tab each (the SignalTabs island), each panel with its
 * animation. Once per page: the island's ids are fixed (signaux-tab-1 controls signaux-panel-1).
 */
export const signalTabsSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("signal-tabs"),
      ...heading(z),
      tablistLabel: text(z, "Nom de la liste d'onglets", "Lu par les lecteurs d'écran."),
      tabs: distinctBy(
        between(
          list(
            z,
            "Onglets",
            group(z, "Onglet", {
              kind: choice(z, "Type", SIGNAL_KINDS, "Choisit l'icône et l'animation ; un nouveau type s'ajoute dans le code."),
              label: text(z, "Nom de l'onglet"),
              question: text(z, "Question"),
              title: text(z, "Titre"),
              description: text(z, "Description"),
              points: list(z, "Points", text(z, "Point")),
              source: text(z, "Source des données"),
            }),
          ),
          [2, 5],
          "onglets",
        ),
        "kind",
        "chaque onglet a son propre type (son icône et son animation)",
      ),
      animations: animations(z),
    })
    .meta({ title: "Onglets des signaux d'affaires", description: "De 2 à 5 familles de signaux, une par onglet, chacune avec son animation ; une fois par page." });
