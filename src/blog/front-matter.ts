import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";

/**
 * Every field an article may have (content/blog/<slug>.md); any other is refused by name, since a
 * typo would be lost silently. Made with the schema library the generator passes.
 */
export function articleFrontMatter(z: Zod) {
  /** A date as written in front matter: YYYY-MM-DD, and a day that exists in the calendar. */
  const calendarDate = z.preprocess(
    // A YAML 1.1 timestamp arrives as a Date: keep its calendar day.
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.string().refine(isCalendarDate, { message: "must be a date written YYYY-MM-DD that exists in the calendar" }),
  );
  const text = z.string().trim().min(1);
  return z.strictObject({
    title: text,
    description: text,
    date: calendarDate,
    category: text,
    author: text,
    featured: z.boolean().default(false),
    /** A file of content/blog/, e.g. images/cover.svg. */
    cover: text,
    coverAlt: text,
    /** URL name; defaults to the file name. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be lowercase letters, digits and hyphens" }).optional(),
    /** Kept out of the published site (shown, marked, by `site serve` and `site build --drafts`). */
    draft: z.boolean().default(false),
  });
}

export type ArticleFrontMatter = z.output<ReturnType<typeof articleFrontMatter>>;

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
