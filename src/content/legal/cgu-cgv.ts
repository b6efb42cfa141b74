import { SITE } from "../../site.ts";
import { LIABILITY_AND_LAW_SECTIONS } from "./cgu-cgv/liability-and-law.ts";
import { SERVICE_SECTIONS } from "./cgu-cgv/service.ts";
import { SUBSCRIPTION_SECTIONS } from "./cgu-cgv/subscription.ts";
import { USE_OF_DATA_SECTIONS } from "./cgu-cgv/use-of-data.ts";
import { formatEuros, type LegalDocumentData } from "./types.ts";

export const CGU_CGV_UPDATED_ON = "2026-11-22";

const { company, productName: product } = SITE;

export const CGU_CGV: LegalDocumentData = {
  title: "Conditions générales d'utilisation et de vente",
  updatedOn: CGU_CGV_UPDATED_ON,
  intro: [
    {
      kind: "paragraph",
      text: `Les présentes conditions générales d'utilisation et de vente (les « Conditions ») régissent l'accès au service ${product} et son utilisation par des clients professionnels. Elles sont conclues entre la société ${company.name}, ${company.legalForm} au capital de ${formatEuros(company.shareCapitalEuros)}, immatriculée sous le numéro ${company.registrationNumber}, dont le siège social est situé ${company.registeredOffice} (ci-après « l'Éditeur »), et le Client.`,
    },
  ],
  sections: [...SERVICE_SECTIONS, ...SUBSCRIPTION_SECTIONS, ...USE_OF_DATA_SECTIONS, ...LIABILITY_AND_LAW_SECTIONS],
};
