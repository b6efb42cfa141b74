import { BLOG_LISTING, type ArticleFrontMatter } from "../../content/blog.ts";
import { BlogCover } from "./BlogCover.tsx";

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/** One article of the listing: the featured one wide, the others as smaller cards. */
export function ArticleCard({ article }: { article: ArticleFrontMatter }) {
  const titleId = `article-${article.slug}`;
  return (
    <article className={article.featured ? "blog-post blog-post--featured" : "blog-post"} aria-labelledby={titleId}>
      <BlogCover motif={article.coverMotif} />
      <div className="blog-post__body">
        <p className="blog-post__category">{article.category}</p>
        <p className="blog-post__meta">
          <time dateTime={article.date}>{LONG_DATE.format(new Date(article.date))}</time>
          <span aria-hidden="true">·</span>
          <span>{BLOG_LISTING.readingTime(article.readingMinutes)}</span>
        </p>
        <h3 id={titleId}>{article.title}</h3>
        <p className="blog-post__excerpt">{article.description}</p>
        <div className="blog-post__footer">
          <p className="blog-post__author">
            <span className="visually-hidden">{BLOG_LISTING.authorLabel} : </span>
            <span className="blog-post__avatar" aria-hidden="true">
              {initials(article.author)}
            </span>
            {article.author}
          </p>
          {/*
            Spec §2: "Lire l'article" has no destination yet. A link would need an href, and "#"
            is a fake link that our checker rejects; a real <button> says "action" without
            pretending to navigate. aria-disabled (not disabled) keeps it focusable, so keyboard
            and screen-reader users reach it and hear the hint; the title shows it on hover.
          */}
          <button
            type="button"
            className="button button--secondary blog-post__read"
            aria-disabled="true"
            title={`Article ${BLOG_LISTING.unavailableHint}`}
          >
            {BLOG_LISTING.readLabel}
            <span className="visually-hidden">
              {" "}
              : {article.title} ({BLOG_LISTING.unavailableHint})
            </span>
          </button>
        </div>
      </div>
    </article>
  );
}

/** "Pôle Données" → "PD": the author's badge. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
}
