import { SITE, SPEC } from "../../../site.ts";
import { emailLink, type LegalSection } from "../types.ts";

const email = emailLink(SITE.contactEmail);

/** Liability, changes to the terms, personal data, the law that applies and whom to write to. */
export const LIABILITY_AND_LAW_SECTIONS: readonly LegalSection[] = [
  {
    id: "responsabilite",
    title: "Responsabilité",
    blocks: [
      {
        kind: "paragraph",
        text: "L'Éditeur met en œuvre les moyens raisonnables pour assurer la disponibilité et le bon fonctionnement du Service, qui peut être interrompu pour maintenance ou en cas d'incident. Il ne répond que des dommages directs et prévisibles résultant d'une faute prouvée ; il ne répond pas des dommages indirects, tels que la perte de chiffre d'affaires, de clientèle, de données ou d'une chance.",
      },
      {
        kind: "paragraph",
        text: `Sauf faute lourde ou dolosive, la responsabilité totale de l'Éditeur, toutes causes confondues, est limitée au montant total hors taxes effectivement payé par le Client au cours des ${SPEC.liabilityCapMonths} derniers mois précédant le fait générateur.`,
      },
    ],
  },
  {
    id: "force-majeure",
    title: "Force majeure",
    blocks: [
      {
        kind: "paragraph",
        text: "Aucune des parties ne pourra être tenue pour responsable d'un manquement à ses obligations résultant d'un cas de force majeure au sens de l'article 1218 du Code civil. Les obligations concernées sont suspendues pendant la durée de l'événement ; si celui-ci se prolonge au-delà de trente jours, chaque partie peut résilier l'Abonnement par e-mail.",
      },
    ],
  },
  {
    id: "modification-des-conditions",
    title: "Modification des conditions",
    blocks: [
      {
        kind: "paragraph",
        text: `L'Éditeur peut modifier les Conditions. Le Client en est informé par e-mail au moins ${SPEC.termsChangeNoticeDays} jours avant leur entrée en vigueur. S'il les refuse, il peut résilier son Abonnement avant cette date ; à défaut, les nouvelles Conditions s'appliquent à compter de leur entrée en vigueur.`,
      },
    ],
  },
  {
    id: "donnees-personnelles",
    title: "Données personnelles",
    blocks: [
      {
        kind: "paragraph",
        text: [
          "Les traitements de données personnelles réalisés par l'Éditeur, y compris celles des Clients et des professionnels référencés dans le Service, sont décrits dans la ",
          { text: "politique de confidentialité", href: "/politique-de-confidentialite/" },
          ".",
        ],
      },
    ],
  },
  {
    id: "droit-applicable",
    title: "Droit applicable et juridiction compétente",
    blocks: [
      {
        kind: "paragraph",
        text: `Les Conditions sont soumises au droit français. En cas de différend, les parties rechercheront d'abord une solution amiable. À défaut d'accord dans un délai de trente jours, tout litige relatif à leur formation, leur interprétation ou leur exécution sera soumis à la compétence exclusive de la ${SITE.company.court}, y compris en cas de pluralité de défendeurs ou d'appel en garantie.`,
      },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      {
        kind: "paragraph",
        text: ["Pour toute question relative aux Conditions ou à votre Abonnement, écrivez-nous à ", email, "."],
      },
    ],
  },
];
