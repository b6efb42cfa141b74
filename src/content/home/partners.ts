import content from "../../../content/home/partners.yaml";

// The texts are in content/home/partners.yaml.
export const PARTNERS = content;
export type PartnerKind = (typeof PARTNERS.items)[number]["kind"];
