import type { BlogCategory } from "../models/blog/article.ts";
import { useContent } from "../components/ContentContext.tsx";
import { CtaBand } from "../components/CtaBand.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { BLOG_CTA, BLOG_LISTING } from "../models/blog/blog-texts.ts";
import { ArticleListSection } from "../sections/blog/ArticleListSection.tsx";

/** Every article of one category, newest first. */
export function CategoryPage({ category }: { category: BlogCategory }) {
  const { articles } = useContent();
  const listed = articles.filter((article) => article.category === category.name);
  return (
    <>
      <PageHero eyebrow={BLOG_LISTING.categoryEyebrow} title={category.name} lead={BLOG_LISTING.categoryLead(category.name)} />
      {listed.length > 0 ? (
        <ArticleListSection id="articles-rubrique" title={BLOG_LISTING.moreTitle} articles={listed} leading />
      ) : (
        <section className="section" aria-label={BLOG_LISTING.moreTitle}>
          <p className="container">{BLOG_LISTING.empty}</p>
        </section>
      )}
      <CtaBand id="demo-title" content={BLOG_CTA} />
    </>
  );
}
