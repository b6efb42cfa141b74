import { SITE } from "../../site.ts";
import { emailLink, formatEuros, type Inline, type LegalDocumentData } from "./types.ts";

export const MENTIONS_LEGALES_UPDATED_ON = "2026-11-22";

const { company, host } = SITE;
const email = emailLink(SITE.contactEmail);

/** The host's contact may be a web address or a plain line (telephone, postal address). */
const hostContact: Inline = /^https?:\/\//.test(host.contact) ? { text: host.contact, href: host.contact } : host.contact;

export const MENTIONS_LEGALES: LegalDocumentData = {
  title: "Mentions légales",
  updatedOn: MENTIONS_LEGALES_UPDATED_ON,
  intro: [
    {
      kind: "paragraph",
      text: `Conformément à l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), les utilisateurs du site ${SITE.siteUrl} sont informés de l'identité des intervenants chargés de sa réalisation, de son édition et de son hébergement.`,
    },
  ],
  sections: [
    {
      id: "editeur",
      title: "Éditeur du site",
      blocks: [
        { kind: "paragraph", text: `Le site et le service ${SITE.productName} sont édités par :` },
        {
          kind: "definitions",
          items: [
            { term: "Dénomination sociale", definition: company.name },
            { term: "Forme juridique", definition: company.legalForm },
            { term: "Capital social", definition: formatEuros(company.shareCapitalEuros) },
            { term: "Immatriculation", definition: company.registrationNumber },
            { term: "Numéro de TVA intracommunautaire", definition: company.vatNumber },
            { term: "Siège social", definition: `${company.registeredOffice} (${SITE.region})` },
            { term: "Adresse électronique", definition: [email] },
          ],
        },
      ],
    },
    {
      id: "directeur-de-la-publication",
      title: "Directeur de la publication",
      blocks: [
        {
          kind: "paragraph",
          text: `Le directeur de la publication est ${company.publicationDirector}, en sa qualité de représentant légal de la société ${company.name}.`,
        },
      ],
    },
    {
      id: "hebergeur",
      title: "Hébergeur",
      blocks: [
        { kind: "paragraph", text: "Le site est hébergé par :" },
        {
          kind: "definitions",
          items: [
            { term: "Hébergeur", definition: host.name },
            { term: "Adresse", definition: host.address },
            { term: "Contact", definition: [hostContact] },
          ],
        },
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Propriété intellectuelle",
      blocks: [
        {
          kind: "paragraph",
          text: `L'ensemble des éléments du site (textes, marques, logos, visuels, vidéos, interfaces, code et structure) est la propriété exclusive de la société ${company.name} ou de ses partenaires, et est protégé par le Code de la propriété intellectuelle. Toute reproduction, représentation, adaptation ou extraction, totale ou partielle, sans autorisation écrite préalable de la société est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.`,
        },
        {
          kind: "paragraph",
          text: `Les bases de données du service ${SITE.productName} sont protégées par le droit d'auteur et par le droit sui generis du producteur de bases de données (articles L341-1 et suivants du même code). Les marques et logos des partenaires cités sur le site appartiennent à leurs titulaires respectifs.`,
        },
      ],
    },
    {
      id: "liens",
      title: "Liens hypertextes",
      blocks: [
        {
          kind: "paragraph",
          text: `Le site peut contenir des liens vers des sites tiers. La société ${company.name} n'exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu, leur disponibilité ou leurs pratiques en matière de données personnelles.`,
        },
        {
          kind: "paragraph",
          text: "La création d'un lien vers la page d'accueil du site est libre, à condition qu'il ne porte pas atteinte à son image et qu'il ouvre le site dans une fenêtre distincte, sans l'intégrer dans les pages d'un autre site. Tout lien profond ou toute intégration par cadre (frame) requiert un accord écrit préalable.",
        },
      ],
    },
    {
      id: "donnees-personnelles-et-conditions",
      title: "Données personnelles et conditions d'utilisation",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Le traitement de vos données personnelles est décrit dans notre ",
            { text: "politique de confidentialité", href: "/politique-de-confidentialite/" },
            ". L'utilisation du service par nos clients professionnels est régie par nos ",
            { text: "conditions générales d'utilisation et de vente", href: "/cgu-cgv/" },
            ".",
          ],
        },
      ],
    },
    {
      id: "credits",
      title: "Crédits",
      blocks: [
        {
          kind: "list",
          items: [
            `Conception, rédaction et réalisation : ${company.name}.`,
            "Polices de caractères : Inter et Manrope, distribuées sous licence SIL Open Font License 1.1.",
            `Visuels, captures d'écran et vidéos de démonstration : ${company.name}, sauf mention contraire.`,
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Pour toute question relative au site ou pour signaler un contenu illicite, écrivez-nous à ",
            email,
            ` ou par courrier à ${company.name}, ${company.registeredOffice}.`,
          ],
        },
      ],
    },
  ],
};
