import { articlePath, type Article } from "../../models/blog/article.ts";
import { useHref } from "../../components/PageContext.tsx";
import { BLOG_LISTING } from "../../models/blog/blog-texts.ts";
import { Byline } from "../../components/Byline.tsx";
import { ArticleMeta } from "./ArticleMeta.tsx";
import { Picture } from "../../components/Picture.tsx";

// How wide covers show (ArticleCard.css, ArticlesSection.css): the featured one beside its text
// from 900px, the others two or three a row in the 1200px container, the whole width below.
const FEATURED_SIZES = "(min-width: 900px) 640px, 100vw";
const CARD_SIZES = "(min-width: 1200px) 400px, (min-width: 700px) 50vw, 100vw";

/**
 * One article of a listing: the featured one wide, the others as cards. Each leads to its article.
 * `eager`: the card is likely the page's largest paint (the featured one, or the first of a listing
 * its page opens with), so its cover is fetched at once, not lazily.
 */
export function ArticleCard({ article, featured = false, eager = featured }: { article: Article; featured?: boolean; eager?: boolean }) {
  const href = useHref();
  const titleId = `article-${article.slug}`;
  return (
    <article className={featured ? "blog-post blog-post--featured" : "blog-post"} aria-labelledby={titleId}>
      <div className="blog-cover">
        <Picture
          image={article.coverImage}
          alt={article.coverAlt}
          sizes={featured ? FEATURED_SIZES : CARD_SIZES}
          loading={eager ? "eager" : "lazy"}
        />
      </div>
      <div className="blog-post__body">
        <p className="blog-post__category">{article.category}</p>
        <ArticleMeta article={article} />
        <h3 id={titleId}>{article.title}</h3>
        <p className="blog-post__excerpt">{article.description}</p>
        <div className="blog-post__footer">
          <Byline author={article.author} />
          <a className="button button--secondary blog-post__read" href={href(articlePath(article))}>
            {BLOG_LISTING.readLabel}
            <span className="visually-hidden"> : {article.title}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
