import type { CollectionEntry } from "../site-definition.ts";

export interface PublicationOptions {
  /** Include drafts and scheduled entries, marked (previews: `site serve`, `site build --drafts`). */
  drafts: boolean;
  /** The day of the build, YYYY-MM-DD: an entry dated after it is scheduled, not published. */
  today: string;
}

/**
 * The entries the site shows. A draft, or an entry dated after the day of the build, is kept
 * out of every page, listing, feed and sitemap; a preview shows it with its mark.
 * A scheduled entry goes out with the first build on or after its date. An entry past its
 * `until` day is ended: shown nowhere, previews included (its address leads elsewhere), and
 * returned apart.
 */
export function selectPublished<Entry extends CollectionEntry>(entries: readonly Entry[], { drafts, today }: PublicationOptions): { shown: Entry[]; ended: Entry[] } {
  const shown: Entry[] = [];
  const ended: Entry[] = [];
  for (const entry of entries) {
    if (entry.until !== undefined && entry.until < today) {
      ended.push(entry);
      continue;
    }
    const unpublished = entry.draft ? "draft" : entry.date > today ? "scheduled" : undefined;
    if (!unpublished) shown.push(entry);
    else if (drafts) shown.push({ ...entry, unpublished });
  }
  return { shown, ended };
}

/** Today where the site's readers and writers are (an IANA time zone): YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
}
