import type { z } from "zod";
import type { Zod } from "site-generator";
import { between, calendarDay, figure, image, list, optional, paragraph, text } from "../fields.ts";

/**
 * The construction trades a customer reference belongs to, by key (its address,
 * /references/secteur/<key>/, and what a page's references section names), and their French
 * names. A fixed list: a listing filtered by trade needs trades spelled one way. Adding one is a
 * line here; renaming a key moves its page.
 */
export const SECTORS = {
  "gros-oeuvre": "Gros œuvre",
  "second-oeuvre": "Second œuvre",
  couverture: "Couverture et étanchéité",
  "charpente-menuiserie": "Charpente et menuiserie",
  "genie-civil": "Génie civil et travaux publics",
  "genie-climatique": "Génie climatique et plomberie",
  electricite: "Électricité",
  "bureau-etudes": "Bureau d'études",
  architecture: "Architecture",
  "negoce-materiaux": "Négoce de matériaux",
} as const;

export type Sector = keyof typeof SECTORS;

const SECTOR_KEYS = Object.keys(SECTORS) as [Sector, ...Sector[]];

/** The site's three products, by the name of their page (/signaux-affaires/…): the footer's solutions name them. */
export const PRODUCTS = ["signaux-affaires", "veille-appels-offres", "prospection-b2b"] as const;

export type Product = (typeof PRODUCTS)[number];

/** A trade of SECTORS: the editor offers them by their French name. */
export const sector = (z: Zod, description?: string) =>
  z
    .enum(SECTOR_KEYS, { error: `doit être l'un des métiers : ${SECTOR_KEYS.join(", ")}` })
    .meta({ title: "Métier", labels: SECTORS, ...(description ? { description } : {}) });

/**
 * Every field a customer reference may have (content/references/<name>.md, its text the body);
 * any other is refused by name. Its page is /references/<name>/.
 */
export function referenceSchema(z: Zod) {
  return z
    .strictObject({
      company: text(z, "Entreprise", "Le nom du client, tel qu'il l'écrit."),
      title: text(z, "Titre", "Le titre de la page : le résultat obtenu, « 30 % de chantiers en plus en un an »."),
      description: text(z, "Description", "Le texte que les moteurs de recherche et les cartes des références montrent sous le titre."),
      sector: sector(z, "Le métier du client : la liste des références se filtre par métier."),
      region: text(z, "Région", "Où le client travaille : « Alsace », « Grand Est »."),
      logo: image(z, "Logo", "Le logo du client, fichier de content/references/images/ (SVG de préférence, ou PNG)."),
      figures: between(list(z, "Chiffres", figure(z)), [2, 4], "chiffres"),
      quote: paragraph(z, "Citation", "Les mots du client, sans guillemets : la page les ajoute."),
      person: text(z, "Nom", "Qui a dit la citation."),
      role: text(z, "Fonction", "Sa fonction dans l'entreprise : « Directeur commercial »."),
      products: z
        .array(z.enum(PRODUCTS, { error: `doit être l'une des solutions : ${PRODUCTS.join(", ")}` }).meta({ title: "Solution" }))
        .min(1, { error: "doit nommer au moins une solution" })
        .meta({ title: "Solutions utilisées", description: `Parmi ${PRODUCTS.join(", ")}.` }),
      date: optional(calendarDay(z).meta({ title: "Date", description: "Le jour de la référence : les plus récentes sont montrées d'abord ; sans date, elle vient après les datées ; une date à venir la publie ce jour-là.", format: "date" })),
      example: z.boolean().default(false).meta({ title: "Exemple", description: "Une référence inventée pour montrer la mise en page : chaque construction du site la signale, et la construction stricte la refuse." }),
    })
    .meta({ title: "Référence client" });
}

export type ReferenceFrontMatter = z.output<ReturnType<typeof referenceSchema>>;
