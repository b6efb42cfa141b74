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
  ).meta({ format: "date" }); // The CMS edits it with a date picker.
  const text = z.string().trim().min(1);
  // The same rule as the generator's (src/generator/host/redirects.ts), said here so that the
  // message names the line: every host's redirect file must hold the path as it is.
  const sitePath = z.string().regex(/^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/, {
    message: "must be a site path: /, then letters, digits and - . _ ~ / only, e.g. /blog/old-name/",
  });
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
    /** The day the article was last changed, if after `date`: the sitemap's lastmod, the feed's updated. */
    updated: calendarDate.optional(),
    /** Former URLs of the article (one, or a list), answered with a 301 to its page by every host. */
    redirectFrom: z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(sitePath)).default([]),
  }).refine((article) => article.updated === undefined || article.updated >= article.date, {
    path: ["updated"],
    message: 'must not be before "date"',
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
