import type { Zod } from "site-generator";
import { ctaBand, group, heading, paragraph, text } from "../fields.ts";

/** The words of the customer references' pages: the listing, a trade's page, a reference's page. */
export const referencesPagesSchema = (z: Zod) =>
  z
    .strictObject({
      page: group(z, "La page des références", {
        label: text(z, "Nom court", "Son nom dans le fil d'Ariane."),
        title: text(z, "Titre", "Le titre de l'onglet du navigateur et des résultats de recherche."),
        description: paragraph(z, "Description", "Le texte que les moteurs de recherche montrent sous le titre."),
      }),
      hero: group(z, "En-tête", heading(z)),
      sectors: group(z, "Pages par métier", {
        label: text(z, "Nom du filtre", "Lu par les lecteurs d'écran avant les liens des métiers."),
        all: text(z, "Lien vers toutes les références"),
        eyebrow: text(z, "Surtitre d'un métier"),
        title: text(z, "Titre d'un métier", "{sector} est remplacé par le nom du métier."),
        lead: paragraph(z, "Chapeau d'un métier", "{sector} est remplacé par le nom du métier."),
        description: paragraph(z, "Description d'un métier", "Pour les moteurs de recherche ; {sector} est remplacé par le nom du métier."),
      }),
      listTitle: text(z, "Titre de la liste des références"),
      reference: group(z, "Page d'une référence", {
        read: text(z, "Lien « lire la référence »"),
        figures: text(z, "Titre des chiffres"),
        products: text(z, "Titre des solutions utilisées"),
        region: text(z, "Avant la région"),
        sector: text(z, "Avant le métier"),
        story: text(z, "Titre du texte"),
        back: text(z, "Retour à la liste"),
      }),
      cta: ctaBand(z),
    })
    .meta({ title: "Références clients : textes des pages" });
