import { SITE, SPEC } from "../../../site.ts";
import type { LegalSection } from "../types.ts";

const product = SITE.productName;

/** What the Service is, for whom, and how to try it. */
export const SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: "objet",
    title: "Objet",
    blocks: [
      {
        kind: "paragraph",
        text: `Les Conditions définissent les modalités selon lesquelles l'Éditeur met à la disposition du Client, sous forme d'abonnement en ligne (SaaS), le service ${product} : anticipation des projets de construction, veille des appels d'offres publics et prospection B2B dans le secteur du BTP (le « Service »). Elles prévalent sur tout autre document du Client, notamment ses conditions générales d'achat.`,
      },
    ],
  },
  {
    id: "definitions",
    title: "Définitions",
    blocks: [
      {
        kind: "definitions",
        items: [
          { term: "Abonnement", definition: "Contrat par lequel le Client accède au Service pour une période mensuelle ou annuelle, selon l'offre choisie lors de la souscription." },
          { term: "Client ou Utilisateur", definition: "Personne physique ou morale agissant exclusivement à des fins professionnelles, qui souscrit au Service, ainsi que toute personne qu'elle autorise à utiliser son Compte." },
          { term: "Compte", definition: "Espace personnel et sécurisé du Client, accessible par identifiant et mot de passe, depuis lequel il utilise le Service et gère son Abonnement." },
          { term: "Crédit", definition: "Unité de consommation attachée au Compte, utilisée notamment pour exporter des Données hors du Service." },
          { term: `Données ${product}`, definition: "Informations mises à disposition par le Service : contacts, entreprises, appels d'offres et projets de construction, ainsi que les signaux et analyses qui en sont tirés (les « Données »)." },
        ],
      },
    ],
  },
  {
    id: "acceptation",
    title: "Acceptation des conditions",
    blocks: [
      {
        kind: "paragraph",
        text: "Le Client accepte les Conditions en cochant la case prévue à cet effet lors de son inscription. Cette acceptation est pleine et entière, sans réserve : aucune acceptation partielle ne peut être admise. Le Client déclare disposer du pouvoir d'engager l'entité pour le compte de laquelle il s'inscrit.",
      },
    ],
  },
  {
    id: "acces-professionnels",
    title: "Accès réservé aux professionnels",
    blocks: [
      {
        kind: "paragraph",
        text: "Le Service est exclusivement réservé aux professionnels (entreprises du BTP, bureaux d'études, architectes, fournisseurs de matériaux et tout autre professionnel) agissant dans le cadre de leur activité. Il n'est pas destiné aux consommateurs et les dispositions du Code de la consommation ne lui sont pas applicables. L'Éditeur peut demander tout justificatif de la qualité de professionnel (numéro SIREN notamment) et refuser ou clore une inscription qui n'y répondrait pas.",
      },
    ],
  },
  {
    id: "essai-et-demonstration",
    title: "Essai gratuit et démonstration",
    blocks: [
      {
        kind: "paragraph",
        text: `Le Client peut bénéficier d'un essai gratuit de ${SPEC.trialDays} jours, 100 % gratuit, donnant accès au Service avec des données réelles du secteur. L'essai est sans engagement : à son terme, la poursuite de l'utilisation du Service suppose la souscription d'un Abonnement.`,
      },
      {
        kind: "paragraph",
        text: `Une démonstration personnalisée de ${SPEC.demoMinutes} minutes peut être réservée en ligne, sans frais ni engagement.`,
      },
    ],
  },
];
