import { SITE } from "../../site.ts";

/** Spec §2: a metropolitan authority, a public investment bank, a business incubator. */
export const PARTNERS = {
  title: "Ils accompagnent notre développement",
  items: [
    { name: SITE.partners.metropolis, kind: "metropolis" },
    { name: SITE.partners.investmentBank, kind: "bank" },
    { name: SITE.partners.incubator, kind: "incubator" },
  ],
} as const;

export type PartnerKind = (typeof PARTNERS.items)[number]["kind"];
