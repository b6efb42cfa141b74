import { SITE } from "../../site.ts";
import { emailLink, type LegalDocumentData } from "./types.ts";

export const POLITIQUE_DE_CONFIDENTIALITE_UPDATED_ON = "2026-11-22";

const { company, productName: product, providers } = SITE;
const email = emailLink(SITE.contactEmail);
const CNIL_URL = "https://www.cnil.fr";

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
    {
      id: "professionnels-references",
      title: `Professionnels référencés dans ${product}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Le service ${product} permet à ses clients d'identifier les interlocuteurs clés des entreprises et des projets du BTP. Cette section s'adresse aux professionnels dont les coordonnées figurent dans le service.`,
        },
      ],
      subsections: [
        {
          id: "professionnels-donnees",
          title: "Données concernées",
          blocks: [
            {
              kind: "paragraph",
              text: "Nom et prénom, fonction ou intitulé de poste, adresse e-mail professionnelle, téléphone professionnel, lien vers un profil professionnel public, et entreprise de rattachement (dénomination, SIREN, adresse, activité). Aucune donnée relevant de la vie privée ni aucune donnée sensible n'est collectée.",
            },
          ],
        },
        {
          id: "professionnels-sources",
          title: "Sources",
          blocks: [
            { kind: "paragraph", text: "Ces données proviennent exclusivement de sources publiques :" },
            {
              kind: "list",
              items: [
                "sources officielles : permis de construire et autorisations d'urbanisme publiés ;",
                "avis de marchés publics et d'attribution (BOAMP, Journal officiel de l'Union européenne – JOUE) ;",
                "registres des entreprises : répertoire Sirene de l'INSEE, registre du commerce et des sociétés (RCS), BODACC ;",
                "profils professionnels publics et sites internet des entreprises.",
              ],
            },
          ],
        },
        {
          id: "professionnels-base-legale",
          title: "Base légale",
          blocks: [
            {
              kind: "paragraph",
              text: "Ce traitement repose sur notre intérêt légitime et celui de nos clients à connaître les acteurs du marché de la construction et à les contacter dans le cadre de leur activité professionnelle. Conformément aux recommandations de la CNIL sur la prospection B2B, les sollicitations doivent être en rapport avec la fonction exercée par la personne, qui peut s'y opposer à tout moment.",
            },
          ],
        },
        {
          id: "professionnels-information",
          title: "Information des personnes",
          blocks: [
            {
              kind: "paragraph",
              text: "La présente politique, accessible publiquement, vous informe de ce traitement. Nous vous informons également lors de notre premier contact avec vous. Nos clients, responsables de traitement indépendants pour les données qu'ils exportent, doivent eux-mêmes vous informer au plus tard lors de leur premier contact.",
            },
          ],
        },
        {
          id: "professionnels-opposition",
          title: "Vous opposer au traitement",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Vous pouvez à tout moment vous opposer au traitement de vos données ou en demander l'accès, la rectification ou l'effacement en écrivant à ",
                email,
                ", en précisant vos nom, prénom et entreprise. Nous traitons votre demande dans un délai d'un mois au plus : vos données sont alors retirées du service, et seuls les éléments nécessaires pour éviter leur réintégration sont conservés dans une liste d'opposition. Pour les copies déjà exportées par nos clients, vous pouvez aussi vous adresser directement à eux.",
              ],
            },
          ],
        },
      ],
    },
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
