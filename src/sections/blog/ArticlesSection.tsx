import type { Article } from "../../models/blog/article.ts";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { BLOG_LISTING } from "../../models/blog/blog-texts.ts";
import { ArticleCard } from "./ArticleCard.tsx";

/**
 * Spec §2: the top of the blog, one featured article then two smaller cards. The featured one is
 * the newest article marked `featured`, else the newest.
 */
export function ArticlesSection({ articles }: { articles: readonly Article[] }) {
  const featured = articles.find((article) => article.featured) ?? articles[0];
  if (!featured) return null;
  const cards = articles.filter((article) => article !== featured).slice(0, 2);
  return (
    <section className="section" aria-labelledby="articles-title">
      <div className="container">
        <SectionHeading id="articles-title" eyebrow={BLOG_LISTING.eyebrow} title={BLOG_LISTING.title} />
        <div className="blog-listing">
          <ArticleCard article={featured} featured />
          <div className="grid blog-listing__cards">
            {cards.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/** The three articles at the top of the blog, in the order ArticlesSection shows them. */
export function topArticles(articles: readonly Article[]): Article[] {
  const featured = articles.find((article) => article.featured) ?? articles[0];
  return featured ? [featured, ...articles.filter((article) => article !== featured).slice(0, 2)] : [];
}
