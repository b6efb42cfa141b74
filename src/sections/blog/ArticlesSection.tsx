import { SectionHeading } from "../../components/SectionHeading.tsx";
import { ARTICLES, BLOG_LISTING } from "../../content/blog.ts";
import { ArticleCard } from "./ArticleCard.tsx";

/** Spec §2: one featured article, then the others as two smaller cards. */
export function ArticlesSection() {
  const featured = ARTICLES.filter((article) => article.featured);
  const others = ARTICLES.filter((article) => !article.featured);
  return (
    <section className="section" aria-labelledby="articles-title">
      <div className="container">
        <SectionHeading id="articles-title" eyebrow={BLOG_LISTING.eyebrow} title={BLOG_LISTING.title} />
        <div className="blog-listing">
          {featured.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
          <div className="blog-listing__cards">
            {others.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
