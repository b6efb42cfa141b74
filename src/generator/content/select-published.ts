import type { Article } from "../../blog/article.ts";

export interface PublicationOptions {
  /** Include drafts and scheduled articles, marked (previews: `site serve`, `site build --drafts`). */
  drafts: boolean;
  /** The day of the build, YYYY-MM-DD: an article dated after it is scheduled, not published. */
  today: string;
}

/**
 * The articles the site shows. A draft, or an article dated after the day of the build, is kept
 * out of every page, listing, category, feed and sitemap; a preview shows it with its mark.
 * A scheduled article goes out with the first build on or after its date.
 */
export function selectPublished(articles: readonly Article[], { drafts, today }: PublicationOptions): Article[] {
  const shown: Article[] = [];
  for (const article of articles) {
    const unpublished = article.draft ? "draft" : article.date > today ? "scheduled" : undefined;
    if (!unpublished) shown.push(article);
    else if (drafts) shown.push({ ...article, unpublished });
  }
  return shown;
}

/** Today in France, where the site's readers and writers are: YYYY-MM-DD. */
export function todayInFrance(now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
}
