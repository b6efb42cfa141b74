import type { z } from "zod";
import type { Zod } from "site-generator";
import { frenchText } from "../shared/french-typography.ts";
import type { ChoiceSource } from "site-generator/cms";

// The fields the content schemas are made of. Each carries its French label (`title`) and, where
// an editor needs one, a hint (`description`): the CMS shows them, and the build's messages and
// the CMS's give the same French words when a value is refused.

/** What an editor reads beside a field: its label, and a hint where one helps. */
const meta = (title: string, description?: string) => (description ? { title, description } : { title });

const nonEmpty = (z: Zod) => z.string({ error: "doit être un texte" }).min(1, { error: "doit être un texte non vide" });

/** A text a visitor reads: never left empty by mistake. */
export const text = (z: Zod, title: string, description?: string) => nonEmpty(z).meta(meta(title, description));

/** A text of a few sentences: the CMS gives it a box of several lines. */
export const paragraph = (z: Zod, title: string, description?: string) => nonEmpty(z).meta({ ...meta(title, description), multiline: true });

/**
 * A text that the page's scripts show rather than the rendered page: French typography is applied
 * as the file is read (the pages' is applied to their HTML), so the scripts carry no code for it.
 */
export const shownByScript = (z: Zod, title: string, description?: string) =>
  nonEmpty(z).transform(frenchText).meta(meta(title, description));

/**
 * A text in Markdown (**gras**, listes, [liens](/page/), ## intertitres): the CMS gives it its
 * Markdown editor, raw as an article's body, and the build renders it as it renders an article's.
 */
export const markdown = (z: Zod, title: string, description?: string) => nonEmpty(z).meta({ ...meta(title, description), format: "markdown" });

/**
 * An image of the collection's folder, "images/x.jpg": the CMS offers the folder's images and
 * uploads, the build refuses one that is missing and makes a photo responsive (AVIF, WebP widths).
 */
export const image = (z: Zod, title: string, description?: string) => nonEmpty(z).meta({ ...meta(title, description), format: "image" });

/** A group of fields; a misspelt one is refused by name. */
export const group = <Shape extends z.ZodRawShape>(z: Zod, title: string, shape: Shape, description?: string) =>
  z.strictObject(shape).meta(meta(title, description));

/** A list whose items are all `item`. */
export const list = <Item extends z.ZodType>(z: Zod, title: string, item: Item, description?: string) => z.array(item).meta(meta(title, description));

/**
 * A list the design holds from `min` to `max` items of (a grid, a row of tabs): fewer or more is
 * refused, saying how many it takes. The content shipped keeps the specification's counts.
 */
export const between = <List extends z.ZodArray>(items: List, [min, max]: readonly [number, number], what: string) => {
  const error = `doit contenir de ${min} à ${max} ${what}`;
  return items.min(min, { error }).max(max, { error });
};

/**
 * Items of a list that a field tells apart (a tab's animation, a pillar's anchor): two with one
 * value would draw one thing twice, or give two elements one id. The second is refused at its
 * field, `rule` saying why ("chaque étape a sa propre maquette").
 */
export const distinctBy = <Item, List extends z.ZodType<Item[]>>(items: List, field: keyof Item & string, rule: string) =>
  items.superRefine((values, context) => {
    const seen = new Set<unknown>();
    values.forEach((value, index) => {
      if (seen.has(value[field])) context.addIssue({ code: "custom", path: [index, field], message: `revient : ${rule}` });
      seen.add(value[field]);
    });
  });

/** A list the spec fixes the length of: more or fewer is refused, saying how many are expected. */
export const exactly = (count: number, what: string) => ({ error: `doit contenir exactement ${count} ${what}, comme le veut la spécification` });

/** One of a fixed set of values: the CMS offers them in a menu. */
export const choice = <const Values extends readonly [string, ...string[]]>(z: Zod, title: string, values: Values, description?: string) =>
  z.enum(values, { error: `doit être l'une des valeurs : ${values.join(", ")}` }).meta(meta(title, description));

/** The words above a section's title, and its title. */
export const headline = (z: Zod) => ({
  eyebrow: text(z, "Surtitre", "La ligne courte au-dessus du titre."),
  title: text(z, "Titre"),
});

/** A section's headline and the paragraph under it. */
export const heading = (z: Zod) => ({
  ...headline(z),
  lead: paragraph(z, "Chapeau", "Le paragraphe sous le titre."),
});

/**
 * A link a visitor follows: its words and the site path it leads to, written without the base
 * path (the site adds it). The build refuses a path no page has, or a #fragment its page lacks, as
 * it refuses a Markdown link (`format: "site-path"`); another site's address is left as written.
 */
export const link = (z: Zod, title = "Lien") =>
  group(z, title, {
    label: text(z, "Texte du lien"),
    path: nonEmpty(z).meta({ ...meta("Adresse", "Un chemin du site, par exemple /blog/."), format: "site-path" }),
  });

/** A figure and what it counts ("{{timeSavedPercent}} %", "de temps gagné"). */
export const figure = (z: Zod) => group(z, "Chiffre", { value: text(z, "Valeur"), label: text(z, "Légende") });

/** A title and its text: a step, a point, a card. */
export const titledText = (z: Zod, title: string) => group(z, title, { title: text(z, "Titre"), text: paragraph(z, "Texte") });

/** The band that closes a page (CtaBand): a title, a text, a button and its points. */
export const ctaBand = (z: Zod) =>
  group(z, "Bandeau d'appel à l'action", {
    ...headline(z),
    text: paragraph(z, "Texte"),
    cta: link(z, "Bouton"),
    points: list(z, "Arguments sous le bouton", text(z, "Argument")),
  });

/** A field that may be left out, with its label and hint. */
export const optional = <Field extends z.ZodType>(field: Field) => field.optional().meta(field.meta() ?? {});

/** A name in a URL, or a key that never changes: lowercase letters, digits and hyphens. */
export const urlName = (z: Zod, title: string, description?: string) =>
  z
    .string({ error: "doit être un texte" })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "doit être en lettres minuscules, chiffres et tirets, par exemple guide-pratique" })
    .meta(meta(title, description));

/**
 * A page's former site paths, one or a list, each answered with a 301 to the page on every host.
 * The generator's rule (packages/generator/src/host/redirects.ts), said here so that the message names the
 * line: every host's redirect file must hold the path as it is.
 */
export const formerPaths = (z: Zod, description: string) =>
  z
    .preprocess(
      (value) => (typeof value === "string" ? [value] : value),
      z.array(
        z
          .string({ error: "doit être un texte" })
          .regex(/^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/, {
            error: "doit être un chemin du site : /, puis lettres, chiffres et - . _ ~ / seulement, par exemple /blog/ancien-nom/",
          })
          .meta({ title: "Ancienne adresse" }),
      ),
    )
    .default([])
    .meta(meta("Anciennes adresses", description));

/** The key of an item of another file's list (an article's category): the CMS offers the items by their label. */
export const choiceOf = (z: Zod, title: string, choices: ChoiceSource, description?: string) =>
  nonEmpty(z).meta({ ...meta(title, description), choices });

/** A day as front matter writes it, YYYY-MM-DD, and one that exists in the calendar. */
export const calendarDay = (z: Zod) =>
  z.preprocess(
    // A YAML 1.1 timestamp arrives as a Date: keep its calendar day.
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.string().refine(isCalendarDate, { message: "doit être une date écrite AAAA-MM-JJ qui existe au calendrier" }),
  );

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
