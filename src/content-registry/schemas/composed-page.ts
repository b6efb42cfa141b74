import type { z } from "zod";
import type { Zod } from "site-generator";
import { calendarDay, formerPaths, optional, text } from "../fields.ts";
import { pageSection, type PageSection } from "./sections/index.ts";

/** A campaign's name as the audience measurement counts it: lowercase letters, digits and single hyphens. */
const CAMPAIGN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A site path a page may have: lowercase letters without accents, digits and hyphens, between slashes; or "/", the home page's. */
const ADDRESS = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*$/;

/** The kinds that hold the page's one h1: the first section, and only there. */
const FIRST_KINDS = ["hero", "home-hero"] as const;

/**
 * Every field a composed page may have (content/pages/<name>.md: a landing page for a trade fair,
 * a webinar, a sector); any other is refused by name. Its sections, in order, are the page.
 */
export function composedPageSchema(z: Zod) {
  const calendarDate = calendarDay(z);
  return z
    .strictObject({
      title: text(z, "Titre", "Le titre de l'onglet du navigateur et des résultats de recherche."),
      label: text(z, "Nom court", "Son nom dans le fil d'Ariane : « Batimat 2026 »."),
      address: z
        .string({ error: "doit être un texte" })
        .regex(ADDRESS, { error: "doit être une adresse du site en minuscules sans accents ni espaces (lettres, chiffres, tirets), entre des « / », par exemple /salons/batimat-2026/" })
        .meta({ title: "Adresse", description: "Le chemin de la page sur le site, par exemple /salons/batimat-2026/." }),
      description: text(z, "Description", "Le texte que les moteurs de recherche montrent sous le titre."),
      shareTitle: optional(text(z, "Texte de la carte de partage", "Le titre que montre l'aperçu sur LinkedIn ; par défaut, le titre.")),
      canonical: optional(
        z
          .string({ error: "doit être un texte" })
          .regex(/^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/, { error: "doit être une adresse absolue, commençant par https://" })
          .meta({ title: "Adresse canonique", description: "Si la page reprend une page d'un autre site : l'adresse complète de l'original." }),
      ),
      noindex: z.boolean().default(false).meta({ title: "Hors des moteurs de recherche", description: "La page n'est ni dans le plan du site ni proposée aux moteurs de recherche." }),
      date: optional(calendarDate.meta({ title: "Date de publication", description: "Avant ce jour, la page n'est pas publiée.", format: "date" })),
      until: optional(calendarDate.meta({ title: "Dernier jour", description: "Le dernier jour où la page est publiée : le lendemain, son adresse mène à la page de « Ensuite ».", format: "date" })),
      afterwards: optional(
        z
          .string({ error: "doit être un texte" })
          .regex(/^\/(?:[a-z0-9._~-]+\/?)*(?:#[\w-]+)?$/, { error: "doit être un chemin du site, par exemple /signaux-affaires/" })
          .meta({ title: "Ensuite", description: "La page où mène l'adresse après le dernier jour, par exemple /signaux-affaires/." }),
      ),
      campaign: optional(
        z
          .string({ error: "doit être un texte" })
          .max(40, { error: "doit tenir en 40 caractères au plus" })
          .regex(CAMPAIGN, { error: "doit être un nom court en minuscules sans accents ni espaces (lettres, chiffres, tirets), par exemple batimat-2026" })
          .meta({
            title: "Campagne",
            description: "Le nom court de la campagne de la page, que la mesure d'audience joint à ses pages vues et aux clics sur ses boutons de démonstration : lettres minuscules sans accents, chiffres et tirets, 40 caractères au plus, par exemple batimat-2026.",
          }),
      ),
      draft: z.boolean().default(false).meta({ title: "Brouillon", description: "Un brouillon n'est pas publié ; l'aperçu local le montre, marqué." }),
      redirectFrom: formerPaths(z, "Chacune mène à la page (redirection 301) : gardez-y l'ancienne adresse quand elle change."),
      sections: z.array(pageSection(z)).min(1, { error: "doit contenir au moins une section" }).meta({ title: "Sections", description: "La page, de haut en bas." }),
    })
    .meta({ title: "Page composée" })
    .superRefine(({ date, until, afterwards }, context) => {
      // A campaign's page leads somewhere once it is over: its address stays in links already shared.
      if (until !== undefined && afterwards === undefined) context.addIssue({ code: "custom", path: ["afterwards"], message: "manque : le champ « until » est donné, et l'adresse doit alors mener à une autre page" });
      if (until !== undefined && date !== undefined && until < date) context.addIssue({ code: "custom", path: ["until"], message: "doit tomber le jour de la publication (le champ « date ») ou après" });
    })
    .superRefine(({ sections }, context) => checkSectionOrder(sections, context));
}

/** Where sections may be on a page, and which ones it holds once only. */
function checkSectionOrder(sections: readonly PageSection[], context: z.RefinementCtx): void {
  // The hero holds the page's one h1; the booking section is what the header's demo links lead to.
  const holdsTitle = (section: PageSection | undefined) => FIRST_KINDS.some((kind) => kind === section?.type);
  if (!holdsTitle(sections[0])) context.addIssue({ code: "custom", path: ["sections", 0, "type"], message: "doit valoir « hero » (ou « home-hero ») : la première section porte le titre de la page" });
  sections.forEach((section, index) => {
    if (index > 0 && holdsTitle(section)) context.addIssue({ code: "custom", path: ["sections", index, "type"], message: `ne peut valoir « ${section.type} » que pour la première section` });
  });
  // The hero's shortcuts lead to the steps of the page: none to lead to, none to draw.
  const hero = sections[0];
  if (hero?.type === "hero" && hero.aside === "steps" && !sections.some((section) => section.type === "prospecting-steps")) {
    context.addIssue({ code: "custom", path: ["sections", 0, "aside"], message: "vaut « steps », mais la page n'a pas de section « prospecting-steps » dont montrer les étapes" });
  }
  // A second newsletter form would only repeat the first (the footer's is on every page besides);
  // the ids of the others' headings and anchors, and the signal tabs' island ids, would be there twice.
  for (const once of ["booking", "newsletter", "prospecting-steps", "signal-tabs", "partners", "comparison", "pillars", "results"] as const) {
    const found = sections.flatMap((section, index) => (section.type === once ? [index] : []));
    if (found.length > 1) context.addIssue({ code: "custom", path: ["sections", found[1]!, "type"], message: `ne peut valoir « ${once} » qu'une fois par page` });
  }
}

export type ComposedPageFrontMatter = z.output<ReturnType<typeof composedPageSchema>>;
