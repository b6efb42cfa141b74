import type { Zod } from "site-generator";
import { group, text } from "../../fields.ts";

const EUROS = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** An address a visitor writes to: the build and the CMS refuse one without its @. */
const email = (z: Zod, title: string, description: string) =>
  z.email({ error: "doit être une adresse e-mail, par exemple contact@exemple.fr" }).meta({ title, description });

/** A page of another site: always https, as browsers open it from ours. */
const httpsUrl = (z: Zod, title: string, description: string) =>
  z
    .string({ error: "doit être une adresse https://" })
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { error: "doit être une adresse https:// complète, par exemple https://www.linkedin.com/company/exemple" })
    .meta({ title, description });

/**
 * Who publishes the site, as the legal pages, the footer and the structured data name it, and the
 * contact, host, providers and partners the team owns. Its fields are `{{name}}` values of every
 * other content file ({{company.name}}, {{contactEmail}}), and `site build` warns of each still at
 * a stand-in (PLACEHOLDER_MARKS, src/site.ts).
 */
export const companySchema = (z: Zod) =>
  group(z, "Société, contact et prestataires", {
    contactEmail: email(z, "Adresse e-mail de contact", "Affichée dans le pied de page, la réservation et les pages légales ; {{contactEmail}} ailleurs."),
    socialUrl: httpsUrl(z, "Page LinkedIn de la société", "Le lien du pied de page vers le réseau social professionnel."),
    company: group(z, "Éditeur du site (mentions légales)", {
      name: text(z, "Raison sociale", "{{company.name}} : nommée dans les pages légales et le pied de page."),
      legalForm: text(z, "Forme juridique", "En toutes lettres, par exemple « société à responsabilité limitée (SARL) »."),
      shareCapitalEuros: z
        .number({ error: "doit être un nombre entier d'euros" })
        .int({ error: "doit être un nombre entier d'euros" })
        .min(1, { error: "doit être d'au moins 1 €" })
        .meta({ title: "Capital social (en euros)", description: "Un nombre, sans espace ni symbole : les pages l'écrivent « 1 000 € »." }),
      registrationNumber: text(z, "Immatriculation (RCS)", "Par exemple : RCS Strasbourg 123 456 789."),
      vatNumber: text(z, "Numéro de TVA intracommunautaire"),
      registeredOffice: text(z, "Siège social", "L'adresse complète."),
      publicationDirector: text(z, "Directeur de la publication", "Son nom et sa fonction (loi LCEN, art. 6)."),
      court: text(z, "Tribunal compétent", "Nommé dans les conditions générales pour les litiges. En Alsace, la chambre commerciale du tribunal judiciaire fait office de tribunal de commerce."),
    })
      // {{company.shareCapital}}: 1000 → "1 000 €" (narrow no-break space between thousands, no-break space before €).
      .transform((company) => ({ ...company, shareCapital: EUROS.format(company.shareCapitalEuros) }))
      .meta({ title: "Éditeur du site (mentions légales)" }),
    host: group(z, "Hébergeur du site (mentions légales)", {
      name: text(z, "Nom"),
      address: text(z, "Adresse"),
      contact: text(z, "Contact", "Son site ou son téléphone."),
    }),
    providers: group(z, "Prestataires nommés par la politique de confidentialité", {
      payment: text(z, "Paiement"),
      scheduling: text(z, "Prise de rendez-vous", "Le fournisseur du module de réservation de la démo, avec son pays."),
    }),
    partners: group(z, "Partenaires de l'accueil", {
      metropolis: text(z, "Métropole"),
      investmentBank: text(z, "Banque d'investissement"),
      incubator: text(z, "Incubateur"),
    }, "Les noms affichés sous « partenaires » ; leurs emblèmes sont ceux de la section « partners » de content/pages/accueil.md."),
  });
