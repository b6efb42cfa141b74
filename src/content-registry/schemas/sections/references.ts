import type { Zod } from "site-generator";
import { headline, list, optional, urlName } from "../../fields.ts";
import { sector } from "../reference.ts";

/** The most cards a section shows of a trade: two rows of three. */
const MOST_OF_A_SECTOR = 6;

/**
 * A grid of customer references, each a card leading to its page: those the page names (`chosen`,
 * by the name of their file in content/references/), or the latest of a trade (`sector`, `count`).
 * A name no reference has is refused at build (reference-rule.ts), and by the editor before saving.
 */
export const referencesSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("references"),
      ...headline(z),
      chosen: optional(
        list(z, "Références choisies", urlName(z, "Référence", "Le nom d'un fichier de content/references/, sans « .md » : couvertures-muller."))
          .min(1, { error: "doit nommer au moins une référence" })
          .max(MOST_OF_A_SECTOR, { error: `doit nommer au plus ${MOST_OF_A_SECTOR} références` })
          .meta({ title: "Références choisies", description: "Dans cet ordre ; ou bien laissez vide et choisissez un métier." }),
      ),
      sector: optional(sector(z, "Les plus récentes de ce métier ; ou bien laissez vide et choisissez les références.")),
      count: optional(
        z
          .number({ error: "doit être un nombre" })
          .int({ error: "doit être un nombre entier" })
          .min(1, { error: `doit valoir de 1 à ${MOST_OF_A_SECTOR}` })
          .max(MOST_OF_A_SECTOR, { error: `doit valoir de 1 à ${MOST_OF_A_SECTOR}` })
          .meta({ title: "Nombre", description: `Combien des plus récentes du métier : de 1 à ${MOST_OF_A_SECTOR}, 3 si vide.` }),
      ),
    })
    .superRefine(({ chosen, sector: trade, count }, context) => {
      // One way to fill the grid: two would leave the team wondering which one the page follows.
      if (chosen === undefined && trade === undefined) context.addIssue({ code: "custom", path: ["chosen"], message: "manque : nommez les références choisies, ou bien un métier (le champ « sector »)" });
      if (chosen !== undefined && trade !== undefined) context.addIssue({ code: "custom", path: ["sector"], message: "ne peut être donné avec « chosen » : nommez les références, ou bien un métier" });
      if (count !== undefined && trade === undefined) context.addIssue({ code: "custom", path: ["count"], message: "ne compte que les références d'un métier : donnez aussi le champ « sector »" });
    })
    .meta({ title: "Références clients", description: "Des cartes de références menant à leurs pages : celles que vous choisissez, ou les plus récentes d'un métier." });

/** How many of a trade's latest references a section shows when it does not say. */
export const SECTOR_COUNT = 3;
