/** Spec §2: three pillars, each with its features and a looping demo video. */
export interface Pillar {
  id: string;
  number: string;
  title: string;
  text: string;
  features: string[];
  link: { label: string; path: string };
  video: { name: string; label: string };
}

export const PILLARS_INTRO = {
  eyebrow: "Trois outils, une seule plateforme",
  title: "Du premier signal à la signature",
  lead: "Anticipez les projets, surveillez les marchés publics de votre métier et contactez les bonnes personnes, sans changer d'outil.",
} as const;

export const PILLARS: Pillar[] = [
  {
    id: "anticipation",
    number: "01",
    title: "Anticipez les projets de construction",
    text: "Les permis de construire annoncent les chantiers des mois avant leur lancement. Nous les croisons avec les signaux économiques des entreprises pour vous montrer où agir en priorité.",
    features: [
      "Cartographie des permis de construire de votre zone",
      "Signaux de croissance issus de l'analyse des recrutements",
      "Analyse des attributions de marchés passées",
      "Export des projets vers votre CRM",
    ],
    link: { label: "Découvrir les signaux d'affaires", path: "/signaux-affaires/" },
    video: {
      name: "pilier-anticipation",
      label: "Démonstration : des permis de construire apparaissent sur une carte, un projet détecté est exporté vers le CRM.",
    },
  },
  {
    id: "appels-offres",
    number: "02",
    title: "Ne ratez plus un appel d'offres de votre métier",
    text: "Choisissez votre métier par son code NAF : la recherche sémantique retrouve les consultations pertinentes sur les plateformes publiques, même quand leur intitulé ne contient pas vos mots-clés.",
    features: [
      "Veille automatique des plateformes publiques",
      "Filtrage par métier (code NAF) et IA sémantique",
      "Listes de projets et exports personnalisés",
      "Notifications prioritaires",
    ],
    link: { label: "Découvrir la veille des appels d'offres", path: "/veille-appels-offres/" },
    video: {
      name: "pilier-appels-offres",
      label: "Démonstration : un métier est choisi par son code NAF, les appels d'offres pertinents s'affichent avec leur score.",
    },
  },
  {
    id: "prospection",
    number: "03",
    title: "Contactez les bons décideurs",
    text: "Ciblez les entreprises qui correspondent à vos chantiers, vérifiez leur solidité et trouvez les interlocuteurs qui décident, avec leurs coordonnées professionnelles.",
    features: [
      "Filtres de recherche B2B",
      "Données financières et juridiques des entreprises",
      "Contacts clés avec e-mails et profils professionnels",
      "Listes de prospects et exports CRM",
    ],
    link: { label: "Découvrir la prospection B2B", path: "/prospection-b2b/" },
    video: {
      name: "pilier-prospection",
      label: "Démonstration : des entreprises filtrées avec leur score de fiabilité, puis leurs contacts clés ajoutés à une liste.",
    },
  },
];
