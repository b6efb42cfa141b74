import { useContent } from "../components/ContentContext.tsx";
import { CtaBand } from "../components/CtaBand.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { BLOG_CTA, BLOG_HERO, BLOG_LISTING } from "../models/blog/blog-texts.ts";
import { ArticleListSection } from "../sections/blog/ArticleListSection.tsx";
import { ArticlesSection, topArticles } from "../sections/blog/ArticlesSection.tsx";
import { TopicsSection } from "../sections/blog/TopicsSection.tsx";
import { listingPages } from "../models/blog/paginate.ts";
import { listingPath } from "../models/blog/article.ts";

/**
 * The blog's listing. Page 1 keeps the spec's shape at its top (one featured article, two
 * cards, the three categories), then every further article, newest first, over as many pages
 * as the page size in the config asks.
 */
export function BlogListingPage({ page = 1 }: { page?: number }) {
  const { articles, pageSize } = useContent();
  const top = topArticles(articles);
  const pages = listingPages(articles.filter((article) => !top.includes(article)), pageSize);
  const title = page === 1 ? BLOG_HERO.title : BLOG_LISTING.pageTitle(page);
  return (
    <>
      <PageHero eyebrow={BLOG_HERO.eyebrow} title={title} lead={BLOG_HERO.lead} />
      {page === 1 ? <ArticlesSection articles={articles} /> : null}
      {page === 1 ? <TopicsSection /> : null}
      <ArticleListSection
        id="tous-les-articles"
        title={BLOG_LISTING.moreTitle}
        articles={pages[page - 1] ?? []}
        page={{ current: page, count: pages.length, path: listingPath }}
        leading={page > 1}
      />
      <CtaBand id="demo-title" content={BLOG_CTA} />
    </>
  );
}
