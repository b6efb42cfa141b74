import type { Article } from "../../models/blog/article.ts";
import { BLOG_LISTING } from "../../models/blog/blog-texts.ts";

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/**
 * Reading time and date of an article; in a preview, whether it is still unpublished. The date
 * last: written in words, it can be a few pixels wider or narrower in the web font than in its
 * fallback ("20 octobre 2026": 3.4 px), and what followed it moved when the font came.
 */
export function ArticleMeta({ article }: { article: Article }) {
  return (
    <p className="blog-post__meta">
      {article.unpublished ? <strong className="blog-post__unpublished">{BLOG_LISTING.unpublished[article.unpublished]}</strong> : null}
      <span>{BLOG_LISTING.readingTime(article.readingMinutes)}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.date}>{LONG_DATE.format(new Date(article.date))}</time>
    </p>
  );
}
