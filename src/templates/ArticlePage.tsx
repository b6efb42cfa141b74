import { categoryPath, type Article } from "../models/blog/article.ts";
import { Byline } from "../components/Byline.tsx";
import { CtaBand } from "../components/CtaBand.tsx";
import { useHref } from "../components/PageContext.tsx";
import { BLOG_CATEGORIES, BLOG_CTA, BLOG_LISTING } from "../models/blog/blog-texts.ts";
import { ArticleMeta } from "../sections/blog/ArticleMeta.tsx";
import { Picture } from "../components/Picture.tsx";

/** One article: its heading, cover, body from Markdown, then the call to book a demo. */
export function ArticlePage({ article }: { article: Article }) {
  const href = useHref();
  const category = BLOG_CATEGORIES.find((candidate) => candidate.name === article.category);
  return (
    <>
      <article className="article" aria-labelledby="article-title">
        <header className="article__header container container--narrow">
          <p className="article__back">
            <a href={href("/blog/")}>← {BLOG_LISTING.back}</a>
          </p>
          {category ? (
            <p className="blog-post__category">
              <a href={href(categoryPath(category))}>{category.name}</a>
            </p>
          ) : null}
          <h1 id="article-title">{article.title}</h1>
          <p className="lead">{article.description}</p>
          <ArticleMeta article={article} />
          <Byline author={article.author} />
        </header>
        <div className="article__cover container">
          {/* The page's largest paint: fetched first, not lazily. */}
          <Picture image={article.coverImage} alt={article.coverAlt} sizes="(min-width: 1064px) 1000px, 100vw" loading="eager" />
        </div>
        <div className="prose container container--narrow" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      <CtaBand id="demo-title" content={BLOG_CTA} />
    </>
  );
}
