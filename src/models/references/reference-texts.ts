import content from "../../../content/references-pages.yaml";
import { SECTORS, type Product, type Sector } from "../../content-registry/schemas/reference.ts";
import { SOLUTION_LINKS } from "../navigation.ts";

// The texts are in content/references-pages.yaml; a text with `{sector}` gets the trade's name there.
const { sectors } = content;

export const REFERENCES_TEXTS = {
  ...content,
  sectors: {
    ...sectors,
    title: (sector: Sector) => sectors.title.replace("{sector}", SECTORS[sector]),
    lead: (sector: Sector) => sectors.lead.replace("{sector}", SECTORS[sector]),
    description: (sector: Sector) => sectors.description.replace("{sector}", SECTORS[sector]),
  },
};

/** A trade's French name. */
export const sectorName = (sector: Sector): string => SECTORS[sector];

/** A product as the footer's solutions name it and link to it (content/site/layout.yaml). */
export function productLink(product: Product): { label: string; path: string } {
  const path = `/${product}/`;
  return SOLUTION_LINKS.find((link) => link.path === path) ?? { label: product, path };
}
