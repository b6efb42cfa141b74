import { SPEC } from "../../../site.ts";
import type { LegalSection } from "../types.ts";

/** What the Client may do with the Service and its Data, and what the Data is worth. */
export const USE_OF_DATA_SECTIONS: readonly LegalSection[] = [
  {
    id: "licence",
    title: "Licence d'utilisation",
    blocks: [
      {
        kind: "paragraph",
        text: "Pendant la durée de l'Abonnement, l'Éditeur concède au Client une licence personnelle, non exclusive, non cessible et non transférable d'utilisation du Service et des Données, pour un usage interne limité aux besoins de sa propre activité professionnelle.",
      },
      {
        kind: "paragraph",
        text: `L'Éditeur demeure seul titulaire de l'ensemble des droits de propriété intellectuelle sur le Service et sur ses bases de données, y compris le droit sui generis du producteur de bases de données. Aucune autre cession ou licence n'est consentie au Client.`,
      },
    ],
  },
  {
    id: "usages-interdits",
    title: "Usages interdits",
    blocks: [
      { kind: "paragraph", text: "Le Client s'interdit notamment :" },
      {
        kind: "list",
        items: [
          "de revendre, louer, céder ou mettre à la disposition de tiers, à titre gratuit ou onéreux, tout ou partie des Données ;",
          "d'utiliser les Données pour des envois massifs non sollicités (spam) ou toute prospection contraire à la réglementation ;",
          "de se livrer, au moyen du Service, à des activités illicites, diffamatoires, frauduleuses ou portant atteinte aux droits de tiers ;",
          "d'extraire de manière automatisée ou systématique tout ou partie substantielle des bases de données, par quelque moyen que ce soit ;",
          "de partager ses identifiants en dehors des personnes qu'il a autorisées, ou de tenter de contourner les mesures techniques du Service.",
        ],
      },
      {
        kind: "paragraph",
        text: "Tout manquement à ces interdictions autorise l'Éditeur à suspendre l'accès au Service et à résilier l'Abonnement sans préavis.",
      },
    ],
  },
  {
    id: "donnees-exportees",
    title: "Données exportées par le Client",
    blocks: [
      {
        kind: "paragraph",
        text: "Pour les données à caractère personnel qu'il exporte hors du Service, le Client agit en qualité de responsable de traitement indépendant au sens du Règlement (UE) 2016/679 (RGPD). Il lui appartient de respecter la réglementation applicable, notamment : informer les personnes concernées au plus tard lors du premier contact, limiter ses sollicitations à leur activité professionnelle, respecter leur droit d'opposition et tenir à jour ses propres fichiers.",
      },
    ],
  },
  {
    id: "qualite-des-donnees",
    title: "Qualité des données",
    blocks: [
      {
        kind: "paragraph",
        text: `Les Données sont issues de sources officielles et publiques et mises à jour quotidiennement. L'Éditeur vise un taux d'exactitude supérieur à ${SPEC.dataAccuracyPercent} % : il s'agit d'un objectif de qualité, et non d'une garantie. L'Éditeur est tenu à une obligation de moyens et ne garantit ni l'exhaustivité, ni l'exactitude de chaque Donnée, ni l'obtention d'un marché ou d'un résultat commercial par le Client.`,
      },
    ],
  },
];
