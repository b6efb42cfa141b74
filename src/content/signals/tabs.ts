import { SPEC } from "../../site.ts";

const { min, max } = SPEC.anticipationMonths;
/** No-break spaces: the range never splits across lines. */
const ANTICIPATION = `${min}\u00a0à\u00a0${max}\u00a0mois`;

/** One tab and its panel. Plain data: the tablist island receives kind and label as JSON props. */
interface SignalTabContent {
  /** Picks the tab's icon (islands/signal-tabs/SignalIcon.tsx) and its panel's animation (animations/SignalAnimation.tsx). */
  kind: string;
  /** The tab's name, also shown above the panel title. */
  label: string;
  /** The commercial question this signal answers, listed in the section's lead. */
  question: string;
  title: string;
  description: string;
  /** What the visitor gets from this signal: three short points. */
  points: readonly string[];
  /** Where the data comes from, in one line. */
  source: string;
}

/**
 * Spec §2, /signaux-affaires: the five tabs, in this order, with these exact names. A new tab
 * starts here; the type checker then asks for its icon and its animation, keyed by its kind.
 */
export const SIGNAL_TABS = [
  {
    kind: "projets",
    label: "Projets de Construction",
    question: "Qui va construire ?",
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
    question: "Qui se développe ?",
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
    question: "Qui remporte les marchés ?",
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
    question: "Qui peut payer ?",
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
    question: "Qui est en difficulté ?",
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
] as const satisfies readonly SignalTabContent[];

export type SignalTab = (typeof SIGNAL_TABS)[number];
export type SignalKind = SignalTab["kind"];

/** The count in words, for the intro ("Cinq familles de signaux"): it follows the number of tabs. */
const COUNT_WORDS: Record<number, string> = { 3: "Trois", 4: "Quatre", 5: "Cinq", 6: "Six", 7: "Sept", 8: "Huit" };
const families = `${COUNT_WORDS[SIGNAL_TABS.length] ?? SIGNAL_TABS.length} familles de signaux`;

export const SIGNALS_TABS_INTRO = {
  eyebrow: families,
  title: "Chaque signal répond à une question commerciale",
  lead: `${SIGNAL_TABS.map((tab) => tab.question).join(" ")} ${families}, mises à jour chaque jour depuis les sources officielles, pour y répondre avant vos concurrents.`,
  tablistLabel: "Familles de signaux d'affaires",
} as const;
