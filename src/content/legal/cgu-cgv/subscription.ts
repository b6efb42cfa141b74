import { SITE, SPEC } from "../../../site.ts";
import { formatEuros, type LegalSection } from "../types.ts";

const MULTIPLIER_WORDS: Record<number, string> = { 2: "deux", 3: "trois", 4: "quatre", 5: "cinq" };
/** Spec §9: "three times the legal rate", written out as the Code de commerce words it. */
const lateRate = `${MULTIPLIER_WORDS[SPEC.latePaymentLegalRateMultiplier] ?? SPEC.latePaymentLegalRateMultiplier} fois le taux d'intérêt légal`;

/** The subscription: its term, its end, its price, late payment and credits. */
export const SUBSCRIPTION_SECTIONS: readonly LegalSection[] = [
  {
    id: "abonnement",
    title: "Abonnement, durée et renouvellement",
    blocks: [
      {
        kind: "paragraph",
        text: "L'Abonnement est souscrit pour une période mensuelle ou annuelle, au choix du Client. Il prend effet à la date du premier paiement.",
      },
      {
        kind: "paragraph",
        text: "À l'échéance de chaque période, l'Abonnement est reconduit tacitement pour une durée identique, c'est-à-dire pour la même durée que la période écoulée, sauf résiliation dans les conditions prévues ci-dessous.",
      },
    ],
  },
  {
    id: "resiliation",
    title: "Résiliation",
    blocks: [
      {
        kind: "paragraph",
        text: "Le Client peut résilier son Abonnement à tout moment depuis son Compte. La résiliation prend effet à la fin de la période en cours : le Client conserve l'accès au Service jusqu'à cette date, et la période entamée reste due et n'est pas remboursée.",
      },
      {
        kind: "paragraph",
        text: "L'Éditeur peut résilier l'Abonnement par e-mail adressé au Client moyennant un préavis raisonnable. Il peut également le résilier sans préavis en cas de manquement du Client à ses obligations, notamment en cas d'usage interdit du Service ou de défaut de paiement, sans préjudice de tous dommages et intérêts.",
      },
    ],
  },
  {
    id: "prix-et-paiement",
    title: "Prix et modalités de paiement",
    blocks: [
      {
        kind: "paragraph",
        text: "Les prix sont indiqués en euros hors taxes (HT) ; la TVA au taux en vigueur s'y ajoute. Le prix applicable est celui de l'offre en vigueur au jour de la souscription ou du renouvellement. Une facture est émise pour chaque période et mise à disposition dans le Compte.",
      },
      {
        kind: "paragraph",
        text: `Le paiement s'effectue par carte bancaire, d'avance, au début de chaque période, par l'intermédiaire d'un prestataire de paiement externe, ${SITE.providers.payment}. Les données de carte sont saisies et traitées directement par ce prestataire : l'Éditeur n'y a jamais accès et ne les conserve pas.`,
      },
    ],
  },
  {
    id: "retard-de-paiement",
    title: "Retard de paiement",
    blocks: [
      {
        kind: "paragraph",
        text: "Tout défaut ou retard de paiement entraîne la suspension immédiate de l'accès au Service, jusqu'au paiement intégral des sommes dues.",
      },
      {
        kind: "paragraph",
        text: `Conformément à l'article L441-10 du Code de commerce, toute somme non payée à l'échéance porte de plein droit, sans qu'un rappel soit nécessaire, des pénalités de retard égales à ${lateRate}, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de ${formatEuros(SPEC.recoveryFeeEuros)} prévue par l'article D441-5 du même code. Lorsque les frais de recouvrement exposés sont supérieurs à ce montant, l'Éditeur peut demander une indemnisation complémentaire sur justification.`,
      },
    ],
  },
  {
    id: "credits",
    title: "Crédits",
    blocks: [
      {
        kind: "paragraph",
        text: "Les Crédits sont des unités de consommation attachées au Compte. Ils sont utilisés notamment pour exporter des Données hors du Service (fichier ou synchronisation vers un CRM) : chaque export consomme un nombre de Crédits qui est affiché au Client avant qu'il ne le confirme.",
      },
      {
        kind: "paragraph",
        text: "Le nombre de Crédits inclus dans chaque offre est précisé lors de la souscription. Sauf stipulation contraire de l'offre souscrite, les Crédits non consommés ne sont ni remboursables ni convertibles en numéraire, y compris en cas de résiliation.",
      },
    ],
  },
];
