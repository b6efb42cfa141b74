import type { BlogCategory } from "../models/blog/article.ts";
import { useContent } from "../components/ContentContext.tsx";
import { CtaBand } from "../components/CtaBand.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { BLOG_CTA, BLOG_LISTING } from "../models/blog/blog-texts.ts";
import { ArticleListSection } from "../sections/blog/ArticleListSection.tsx";
import { categoryPath } from "../models/blog/article.ts";
import { categoryPages } from "../models/blog/paginate.ts";

/** The articles of one category, newest first, as many a page as the blog's listing holds. */
export function CategoryPage({ category, page = 1 }: { category: BlogCategory; page?: number }) {
  const { articles, pageSize } = useContent();
  const pages = categoryPages(articles, category, pageSize);
  const listed = pages[page - 1] ?? [];
  return (
    <>
      <PageHero eyebrow={BLOG_LISTING.categoryEyebrow} title={category.name} lead={BLOG_LISTING.categoryLead(category.name)} />
      {listed.length > 0 ? (
        <ArticleListSection
          id="articles-rubrique"
          title={BLOG_LISTING.moreTitle}
          articles={listed}
          page={{ current: page, count: pages.length, path: (number) => categoryPath(category, number) }}
          leading
        />
      ) : (
        <section className="section" aria-label={BLOG_LISTING.moreTitle}>
          <p className="container">{BLOG_LISTING.empty}</p>
        </section>
      )}
      <CtaBand id="demo-title" content={BLOG_CTA} />
    </>
  );
}
