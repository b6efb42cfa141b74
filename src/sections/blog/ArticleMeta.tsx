import type { Article } from "../../blog/article.ts";
import { BLOG_LISTING } from "../../content/blog.ts";

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/** Date and reading time of an article; in a preview, whether it is still unpublished. */
export function ArticleMeta({ article }: { article: Article }) {
  return (
    <p className="blog-post__meta">
      {article.unpublished ? <strong className="blog-post__unpublished">{BLOG_LISTING.unpublished[article.unpublished]}</strong> : null}
      <time dateTime={article.date}>{LONG_DATE.format(new Date(article.date))}</time>
      <span aria-hidden="true">·</span>
      <span>{BLOG_LISTING.readingTime(article.readingMinutes)}</span>
    </p>
  );
}
