import { SITE } from "../../../site.ts";
import { emailLink, type LegalSection } from "../types.ts";

const product = SITE.productName;
const email = emailLink(SITE.contactEmail);

/** The professionals whose details the service lists: which data, from where, why, and how to object. */
export const LISTED_PROFESSIONALS_SECTION: LegalSection = {
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
};
