import type { z } from "zod";
import type { Zod } from "../generator/site-definition.ts";
import { isCalendarDate } from "../blog/front-matter.ts";
import { SITE } from "../site.ts";

/** YYYY-MM-DD where the site's readers are, as the build reckons the day (en-CA writes it so). */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: SITE.timeZone }).format(new Date());

/**
 * Every field a legal page may have (content/legal/<url-name>.md); any other is refused by name.
 * Made with the schema library the generator passes.
 */
export function legalFrontMatter(z: Zod) {
  const text = z.string().trim().min(1);
  return z.strictObject({
    /** The page's h1 and its document title. */
    title: text,
    /** Its name in breadcrumbs ("CGU / CGV"). */
    label: text,
    /** The search result's text under the title. */
    description: text.min(50, { message: "must be at least 50 characters: search engines show it under the title" }),
    /**
     * "Dernière mise à jour", YYYY-MM-DD. Never after the day of the build: the page would be held
     * back as a scheduled entry, its link in the footer leading nowhere until then.
     */
    updated: z.preprocess(
      // A YAML 1.1 timestamp arrives as a Date: keep its calendar day.
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      z
        .string()
        .refine(isCalendarDate, { message: "must be a date written YYYY-MM-DD that exists in the calendar" })
        .refine((day) => day <= today(), { message: "must be the day the text last changed, today at the latest" }),
    ).meta({ format: "date" }),
  });
}

export type LegalFrontMatter = z.output<ReturnType<typeof legalFrontMatter>>;
