import type { ResponsiveImage } from "site-generator";
import type { Product, Sector } from "../../content-registry/schemas/reference.ts";

/** A customer reference (content/references/<name>.md): who, in which trade, what changed, in their words. */
export interface Reference {
  slug: string;
  /** YYYY-MM-DD, for "the latest": a reference without one comes after those dated. */
  date: string;
  /** Whether the reference gave a date (`date` then is not a stand-in). */
  dated: boolean;
  draft: boolean;
  unpublished?: "draft" | "scheduled";
  company: string;
  title: string;
  description: string;
  sector: Sector;
  region: string;
  logo: ResponsiveImage;
  figures: { value: string; label: string }[];
  quote: string;
  person: string;
  role: string;
  products: Product[];
  /** Made up, for the layout: every build lists it, `site build --strict` refuses it. */
  example: boolean;
  /** Its text, rendered. */
  html: string;
}

/** The listing of every reference. */
export const REFERENCES_PATH = "/references/";

export const referencePath = (reference: Pick<Reference, "slug">) => `${REFERENCES_PATH}${reference.slug}/`;

/** A trade's listing: under secteur/, so that no reference's file name can take a trade's address. */
export const sectorPath = (sector: Sector) => `${REFERENCES_PATH}secteur/${sector}/`;
