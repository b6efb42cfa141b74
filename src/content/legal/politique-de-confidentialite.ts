import { SITE } from "../../site.ts";
import { DATA_AND_PURPOSES_SECTIONS } from "./politique-de-confidentialite/data-and-purposes.ts";
import { LISTED_PROFESSIONALS_SECTION } from "./politique-de-confidentialite/listed-professionals.ts";
import { SHARING_AND_RIGHTS_SECTIONS } from "./politique-de-confidentialite/sharing-and-rights.ts";
import type { LegalDocumentData } from "./types.ts";

export const POLITIQUE_DE_CONFIDENTIALITE_UPDATED_ON = "2026-11-22";

const { company, productName: product } = SITE;

export const POLITIQUE_DE_CONFIDENTIALITE: LegalDocumentData = {
  title: "Politique de confidentialité",
  updatedOn: POLITIQUE_DE_CONFIDENTIALITE_UPDATED_ON,
  intro: [
    {
      kind: "paragraph",
      text: `Cette politique explique quelles données personnelles la société ${company.name} traite lorsque vous visitez ce site, réservez une démonstration, utilisez le service ${product} ou figurez parmi les professionnels référencés dans le service, pourquoi et pendant combien de temps, et comment exercer vos droits, conformément au Règlement (UE) 2016/679 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 dite « Informatique et Libertés ».`,
    },
  ],
  sections: [
    ...DATA_AND_PURPOSES_SECTIONS,
    ...SHARING_AND_RIGHTS_SECTIONS,
    LISTED_PROFESSIONALS_SECTION,
    {
      id: "mises-a-jour",
      title: "Mises à jour de cette politique",
      blocks: [
        {
          kind: "paragraph",
          text: "Nous pouvons modifier cette politique pour tenir compte des évolutions du service ou de la réglementation. La date de dernière mise à jour figure en haut de la page ; en cas de changement important, les clients en sont informés par e-mail.",
        },
      ],
    },
  ],
};
