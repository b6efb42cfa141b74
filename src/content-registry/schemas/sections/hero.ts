import type { Zod } from "site-generator";
import { choice, figure, group, heading, link, list, optional, text } from "../../fields.ts";

/**
 * What a hero may show beside its text on wide screens (src/sections/library/registry.tsx,
 * HERO_ASIDES_DRAWN): `steps` draws the steps of the page's prospecting-steps section,
 * `tenders` the hero's own `tendersFeed`, `facts` its own `facts`.
 */
export const HERO_ASIDES = ["steps", "tenders", "facts"] as const;

/** The tender feed of one trade, as the application shows it (fictional notices). */
const tendersFeed = (z: Zod) =>
  group(
    z,
    "Aperçu des appels d'offres",
    {
      label: text(z, "Description de l'aperçu", "Lue par les lecteurs d'écran à la place de l'image."),
      tradeLabel: text(z, "Libellé du métier"),
      trade: text(z, "Métier"),
      area: text(z, "Zone"),
      notices: list(z, "Avis", group(z, "Avis", { title: text(z, "Titre"), buyer: text(z, "Acheteur"), deadline: text(z, "Date limite") })),
      alert: text(z, "Alerte"),
    },
    "Montré à côté du titre quand « À côté du titre » vaut tenders.",
  );

/** The band at the top of a composed page, holding its one h1: the first section, and only there. */
export const heroSection = (z: Zod) =>
  z
    .strictObject({
      type: z.literal("hero"),
      ...heading(z),
      cta: optional(link(z, "Bouton")),
      aside: optional(
        choice(z, "À côté du titre", HERO_ASIDES, "steps : les étapes de la section « Étapes de la prospection » de la page, chacune un raccourci vers la sienne ; tenders : l'aperçu des appels d'offres ci-dessous ; facts : les chiffres clés ci-dessous."),
      ),
      tendersFeed: optional(tendersFeed(z)),
      facts: optional(list(z, "Chiffres clés", figure(z), "Montrés à côté du titre avec « facts » comme valeur de « À côté du titre ».")),
    })
    // What the hero shows beside its title is its own: given with its aside, and only then.
    .superRefine(({ aside, tendersFeed, facts }, context) => {
      if (aside === "tenders" && tendersFeed === undefined) context.addIssue({ code: "custom", path: ["tendersFeed"], message: "manque : le champ « aside » vaut « tenders », l'aperçu qu'il montre" });
      if (aside !== "tenders" && tendersFeed !== undefined) context.addIssue({ code: "custom", path: ["tendersFeed"], message: "n'est montré que si le champ « aside » vaut « tenders »" });
      if (aside === "facts" && !facts?.length) context.addIssue({ code: "custom", path: ["aside"], message: "vaut « facts », mais l'en-tête n'a pas de chiffres clés (le champ « facts ») à montrer" });
      if (aside !== "facts" && facts !== undefined) context.addIssue({ code: "custom", path: ["facts"], message: "n'est montré qu'à côté du titre, avec « aside: facts » : ajoutez-le, ou retirez ces chiffres" });
    })
    .meta({ title: "En-tête de page", description: "Le titre de la page (h1), son chapeau et un bouton ; toujours la première section." });
