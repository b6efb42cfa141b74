import type { SignalTab } from "../../islands/signal-tabs/types.ts";
import { SPEC } from "../../site.ts";

const { min, max } = SPEC.anticipationMonths;
/** No-break spaces: the range never splits across lines. */
const ANTICIPATION = `${min}\u00a0à\u00a0${max}\u00a0mois`;

/** Spec §2, /signaux-affaires: the five tabs, in this order, with these exact names. */
export const SIGNAL_TABS: readonly SignalTab[] = [
  {
    kind: "projets",
    label: "Projets de Construction",
    title: `Les permis de construire, ${ANTICIPATION} avant le chantier`,
    description:
      "Chaque permis de construire déposé ou accordé annonce un chantier. Nous les collectons chaque jour, les situons sur la carte et les qualifions : nature des travaux, surface, maître d'ouvrage, architecte. " +
      `Vous repérez les projets de votre zone ${ANTICIPATION} avant la consultation des entreprises, quand rien n'est encore décidé.`,
    points: [
      "La carte des permis déposés et accordés sur votre zone d'intervention",
      "Une fiche par projet : nature des travaux, surface, maître d'ouvrage et architecte",
      "Une alerte dès qu'un projet correspondant à votre métier apparaît",
    ],
    source: "Sources : permis de construire et déclarations d'urbanisme",
  },
  {
    kind: "croissance",
    label: "Signaux de Croissance",
    title: "Les entreprises qui recrutent sont celles qui investissent",
    description:
      "Une vague d'embauches précède souvent une ouverture d'agence, une extension ou un nouveau programme. " +
      "Nous analysons les recrutements des promoteurs, des entreprises et des donneurs d'ordre pour repérer ceux qui accélèrent, avant que leurs projets ne soient annoncés.",
    points: [
      "Le suivi des recrutements par entreprise, par métier et par territoire",
      "La détection des hausses d'embauches, signe d'un développement en cours",
      "Une liste de donneurs d'ordre en croissance, prête à prospecter",
    ],
    source: "Source : offres d'emploi publiées par les entreprises",
  },
  {
    kind: "attributions",
    label: "Attributions de Marché",
    title: "Qui remporte les marchés, à quel prix, pour quel acheteur",
    description:
      "Les avis d'attribution des marchés publics révèlent les titulaires, les montants et les acheteurs. " +
      "En analysant les attributions passées, vous identifiez les acheteurs qui consultent régulièrement votre métier, les concurrents qui l'emportent et les entreprises générales qui chercheront des sous-traitants.",
    points: [
      "L'historique des attributions par acheteur, par métier et par territoire",
      "Les titulaires et les montants des marchés passés, pour calibrer vos offres",
      "Les entreprises lauréates à contacter pour la sous-traitance",
    ],
    source: "Sources : avis d'attribution publiés au BOAMP et au JOUE",
  },
  {
    kind: "financiers",
    label: "Signaux Financiers",
    title: "Un score de fiabilité avant de vous engager",
    description:
      "Chiffre d'affaires, résultats, effectifs : les données financières de chaque entreprise sont résumées en un score de fiabilité. " +
      `Un score de ${SPEC.reliabilityScoreExamplePercent} % signale un client solide ; un score qui baisse vous invite à sécuriser vos conditions de paiement avant de signer.`,
    points: [
      "Un score de fiabilité financière par entreprise, actualisé à chaque nouvelle publication",
      "Les chiffres clés sur plusieurs exercices : chiffre d'affaires, résultat, effectifs",
      "Une alerte quand le score d'un client ou d'un prospect se dégrade",
    ],
    source: "Sources : comptes annuels déposés au RCS et répertoire Sirene de l'INSEE",
  },
  {
    kind: "juridiques",
    label: "Signaux Juridiques & Légaux",
    title: "Les procédures collectives, signalées sans attendre",
    description:
      "Sauvegarde, redressement, liquidation judiciaire : une procédure collective chez un client, un fournisseur ou un concurrent change la donne. " +
      "Vous êtes alerté dès la parution de l'annonce légale, pour protéger vos créances ou reprendre les chantiers laissés en suspens.",
    points: [
      "Des alertes sur les procédures de sauvegarde, de redressement et de liquidation judiciaire",
      "La surveillance de vos clients, fournisseurs et sous-traitants en un seul endroit",
      "Le repérage des chantiers à reprendre quand une entreprise cesse son activité",
    ],
    source: "Source : annonces légales publiées au BODACC",
  },
];
