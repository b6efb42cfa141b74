import { SITE, SPEC } from "../../site.ts";
import { emailLink, formatEuros, type LegalDocumentData } from "./types.ts";

export const CGU_CGV_UPDATED_ON = "2026-11-22";

const { company, productName: product } = SITE;
const email = emailLink(SITE.contactEmail);

const MULTIPLIER_WORDS: Record<number, string> = { 2: "deux", 3: "trois", 4: "quatre", 5: "cinq" };
/** Spec §9: "three times the legal rate", written out as the Code de commerce words it. */
const lateRate = `${MULTIPLIER_WORDS[SPEC.latePaymentLegalRateMultiplier] ?? SPEC.latePaymentLegalRateMultiplier} fois le taux d'intérêt légal`;

export const CGU_CGV: LegalDocumentData = {
  title: "Conditions générales d'utilisation et de vente",
  updatedOn: CGU_CGV_UPDATED_ON,
  intro: [
    {
      kind: "paragraph",
      text: `Les présentes conditions générales d'utilisation et de vente (les « Conditions ») régissent l'accès au service ${product} et son utilisation par des clients professionnels. Elles sont conclues entre la société ${company.name}, ${company.legalForm} au capital de ${formatEuros(company.shareCapitalEuros)}, immatriculée sous le numéro ${company.registrationNumber}, dont le siège social est situé ${company.registeredOffice} (ci-après « l'Éditeur »), et le Client.`,
    },
  ],
  sections: [
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
    {
      id: "responsabilite",
      title: "Responsabilité",
      blocks: [
        {
          kind: "paragraph",
          text: "L'Éditeur met en œuvre les moyens raisonnables pour assurer la disponibilité et le bon fonctionnement du Service, qui peut être interrompu pour maintenance ou en cas d'incident. Il ne répond que des dommages directs et prévisibles résultant d'une faute prouvée ; il ne répond pas des dommages indirects, tels que la perte de chiffre d'affaires, de clientèle, de données ou d'une chance.",
        },
        {
          kind: "paragraph",
          text: `Sauf faute lourde ou dolosive, la responsabilité totale de l'Éditeur, toutes causes confondues, est limitée au montant total hors taxes effectivement payé par le Client au cours des ${SPEC.liabilityCapMonths} derniers mois précédant le fait générateur.`,
        },
      ],
    },
    {
      id: "force-majeure",
      title: "Force majeure",
      blocks: [
        {
          kind: "paragraph",
          text: "Aucune des parties ne pourra être tenue pour responsable d'un manquement à ses obligations résultant d'un cas de force majeure au sens de l'article 1218 du Code civil. Les obligations concernées sont suspendues pendant la durée de l'événement ; si celui-ci se prolonge au-delà de trente jours, chaque partie peut résilier l'Abonnement par e-mail.",
        },
      ],
    },
    {
      id: "modification-des-conditions",
      title: "Modification des conditions",
      blocks: [
        {
          kind: "paragraph",
          text: `L'Éditeur peut modifier les Conditions. Le Client en est informé par e-mail au moins ${SPEC.termsChangeNoticeDays} jours avant leur entrée en vigueur. S'il les refuse, il peut résilier son Abonnement avant cette date ; à défaut, les nouvelles Conditions s'appliquent à compter de leur entrée en vigueur.`,
        },
      ],
    },
    {
      id: "donnees-personnelles",
      title: "Données personnelles",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Les traitements de données personnelles réalisés par l'Éditeur, y compris celles des Clients et des professionnels référencés dans le Service, sont décrits dans la ",
            { text: "politique de confidentialité", href: "/politique-de-confidentialite/" },
            ".",
          ],
        },
      ],
    },
    {
      id: "droit-applicable",
      title: "Droit applicable et juridiction compétente",
      blocks: [
        {
          kind: "paragraph",
          text: `Les Conditions sont soumises au droit français. En cas de différend, les parties rechercheront d'abord une solution amiable. À défaut d'accord dans un délai de trente jours, tout litige relatif à leur formation, leur interprétation ou leur exécution sera soumis à la compétence exclusive de la ${SITE.company.court}, y compris en cas de pluralité de défendeurs ou d'appel en garantie.`,
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          kind: "paragraph",
          text: ["Pour toute question relative aux Conditions ou à votre Abonnement, écrivez-nous à ", email, "."],
        },
      ],
    },
  ],
};
