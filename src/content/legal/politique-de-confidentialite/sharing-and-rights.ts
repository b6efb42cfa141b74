import { SITE } from "../../../site.ts";
import { emailLink, type LegalSection } from "../types.ts";

const { providers } = SITE;
const email = emailLink(SITE.contactEmail);
const CNIL_URL = "https://www.cnil.fr";

/** Who receives the data, where it goes, how it is protected, the visitor's rights and the cookies. */
export const SHARING_AND_RIGHTS_SECTIONS: readonly LegalSection[] = [
  {
    id: "destinataires",
    title: "Destinataires",
    blocks: [
      {
        kind: "paragraph",
        text: "Vos données ne sont accessibles qu'à nos équipes habilitées et aux prestataires qui les traitent pour notre compte, tenus par contrat à la confidentialité et à la sécurité :",
      },
      {
        kind: "list",
        items: [
          `${SITE.host.name}, hébergeur du site et du service ;`,
          `${providers.payment}, prestataire de paiement, pour les paiements par carte ;`,
          `${providers.scheduling}, fournisseur du widget de prise de rendez-vous, pour les réservations de démonstration ;`,
          "nos prestataires techniques d'envoi de courriels et de support, dans la limite de leur mission.",
        ],
      },
      {
        kind: "paragraph",
        text: "Les données peuvent aussi être communiquées aux autorités qui en font légalement la demande. Nous ne vendons jamais vos données personnelles.",
      },
    ],
  },
  {
    id: "transferts-hors-ue",
    title: "Transferts hors de l'Union européenne",
    blocks: [
      {
        kind: "paragraph",
        text: `Le fournisseur du widget de prise de rendez-vous, ${providers.scheduling}, peut traiter des données aux États-Unis. Ces transferts sont encadrés soit par le cadre de protection des données UE–États-Unis (EU-US Data Privacy Framework, décision d'adéquation de la Commission européenne du 10 juillet 2023) lorsque le destinataire y est certifié, soit par les clauses contractuelles types adoptées par la Commission européenne. Vous pouvez obtenir une copie de ces garanties en nous écrivant.`,
      },
    ],
  },
  {
    id: "securite",
    title: "Sécurité",
    blocks: [
      {
        kind: "paragraph",
        text: "Nous mettons en œuvre des mesures techniques et organisationnelles adaptées : chiffrement des échanges (HTTPS), contrôle et journalisation des accès, sauvegardes, mots de passe stockés sous forme hachée et accès aux données limité aux personnes qui en ont besoin.",
      },
    ],
  },
  {
    id: "vos-droits",
    title: "Vos droits",
    blocks: [
      { kind: "paragraph", text: "Vous disposez sur vos données des droits suivants :" },
      {
        kind: "list",
        items: [
          "droit d'accès et droit de rectification ;",
          "droit à l'effacement et droit à la limitation du traitement ;",
          "droit d'opposition, notamment à la prospection commerciale, à tout moment et sans justification ;",
          "droit à la portabilité des données que vous nous avez fournies ;",
          "droit de retirer votre consentement à tout moment, lorsque le traitement repose sur celui-ci ;",
          "droit de définir des directives relatives au sort de vos données après votre décès (directives post-mortem).",
        ],
      },
      {
        kind: "paragraph",
        text: [
          "Pour les exercer, écrivez-nous à ",
          email,
          ". Nous répondons dans un délai d'un mois, prolongeable de deux mois pour les demandes complexes ; en cas de doute raisonnable sur votre identité, nous pouvons vous demander un justificatif.",
        ],
      },
    ],
  },
  {
    id: "reclamation-cnil",
    title: "Réclamation auprès de la CNIL",
    blocks: [
      {
        kind: "paragraph",
        text: [
          "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur ",
          { text: "www.cnil.fr", href: CNIL_URL },
          ".",
        ],
      },
    ],
  },
  {
    id: "cookies",
    title: "Cookies et contenus tiers",
    blocks: [
      {
        kind: "paragraph",
        text: "Le site n'utilise aucun cookie publicitaire. Il ne dépose lui-même, le cas échéant, que des traceurs strictement nécessaires à son fonctionnement, qui ne requièrent pas de consentement.",
      },
      {
        kind: "paragraph",
        text: `La page d'accueil intègre le widget de prise de rendez-vous de ${providers.scheduling}, chargé lorsque vous approchez de la section de réservation. Ce contenu tiers est fourni directement par ce prestataire, qui reçoit votre adresse IP et peut déposer ses propres cookies, selon sa propre politique de confidentialité. Les cookies non strictement nécessaires ne peuvent être déposés qu'avec votre consentement, valable 13 mois au maximum, que vous pouvez refuser ou retirer à tout moment, notamment depuis les réglages de votre navigateur.`,
      },
      {
        kind: "paragraph",
        text: ["Si vous préférez ne pas utiliser ce widget, écrivez-nous à ", email, " pour convenir d'une démonstration."],
      },
    ],
  },
];
