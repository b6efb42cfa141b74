import { SITE } from "../../../site.ts";
import { emailLink, type LegalSection } from "../types.ts";

const { company } = SITE;
const email = emailLink(SITE.contactEmail);

/** Who is responsible, which data, for what purpose on which legal basis, and for how long. */
export const DATA_AND_PURPOSES_SECTIONS: readonly LegalSection[] = [
  {
    id: "responsable-du-traitement",
    title: "Responsable du traitement",
    blocks: [
      {
        kind: "paragraph",
        text: [
          `Le responsable du traitement est la société ${company.name}, ${company.legalForm}, dont le siège social est situé ${company.registeredOffice}. Pour toute question relative à vos données, écrivez-nous à `,
          email,
          ".",
        ],
      },
    ],
  },
  {
    id: "donnees-traitees",
    title: "Données que nous traitons",
    blocks: [],
    subsections: [
      {
        id: "donnees-visiteurs",
        title: "Visiteurs du site",
        blocks: [
          {
            kind: "paragraph",
            text: "Données techniques de connexion (adresse IP, date et heure, pages demandées, navigateur), enregistrées dans les journaux du serveur ; adresse e-mail professionnelle si vous vous inscrivez à la lettre d'information.",
          },
        ],
      },
      {
        id: "donnees-prospects",
        title: "Prospects",
        blocks: [
          {
            kind: "paragraph",
            text: "Nom, prénom, fonction, entreprise, adresse e-mail et téléphone professionnels, informations saisies lors de la réservation d'une démonstration et contenu de nos échanges.",
          },
        ],
      },
      {
        id: "donnees-clients",
        title: "Clients",
        blocks: [
          {
            kind: "paragraph",
            text: "Données d'identification et de contact des utilisateurs, données de l'entreprise et de facturation, historique d'abonnement, de consommation de crédits et d'exports, journaux de connexion au service. Les données de carte bancaire sont traitées par notre prestataire de paiement : nous n'y avons jamais accès.",
          },
        ],
      },
    ],
  },
  {
    id: "finalites-et-bases-legales",
    title: "Finalités et bases légales",
    blocks: [
      {
        kind: "table",
        caption: "Finalités des traitements et bases légales (article 6 du RGPD)",
        columns: ["Finalité", "Base légale"],
        rows: [
          ["Créer et gérer les comptes, fournir le service, gérer les abonnements et les crédits", "Exécution du contrat"],
          ["Planifier et réaliser les démonstrations demandées", "Exécution de mesures précontractuelles prises à votre demande"],
          ["Facturer, tenir la comptabilité, répondre aux demandes des autorités", "Obligation légale"],
          ["Prospection commerciale auprès des professionnels, suivi de la relation", "Intérêt légitime : développer notre activité"],
          ["Envoyer la lettre d'information", "Consentement, retirable à tout moment"],
          ["Assurer la sécurité du site et du service, prévenir la fraude, gérer les litiges", "Intérêt légitime : protéger nos systèmes et nos droits"],
          ["Traiter vos demandes d'exercice de droits", "Obligation légale"],
          ["Déposer des cookies non strictement nécessaires, y compris par des contenus tiers", "Consentement"],
          [
            [{ text: "Constituer la base de professionnels du service", href: "#professionnels-references" }],
            "Intérêt légitime : informer les professionnels du BTP de leur marché",
          ],
        ],
      },
    ],
  },
  {
    id: "durees-de-conservation",
    title: "Durées de conservation",
    blocks: [
      {
        kind: "table",
        caption: "Durées de conservation par catégorie de données",
        columns: ["Données", "Durée de conservation"],
        rows: [
          ["Prospects", "3 ans à compter du dernier contact émanant du prospect, conformément aux recommandations de la CNIL"],
          ["Clients", "Durée du contrat, puis archivage pendant les délais de prescription légale (5 ans en matière commerciale)"],
          ["Factures et pièces comptables", "10 ans à compter de la clôture de l'exercice (article L123-22 du Code de commerce)"],
          ["Journaux de connexion", "1 an"],
          ["Cookies et choix de consentement", "13 mois au maximum"],
          ["Lettre d'information", "Jusqu'à votre désinscription"],
          ["Professionnels référencés", "Tant que les données sont publiques et pertinentes ; suppression dès l'opposition"],
        ],
      },
    ],
  },
];
