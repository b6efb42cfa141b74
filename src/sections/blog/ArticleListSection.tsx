import type { Article } from "../../models/blog/article.ts";
import { useHref } from "../../components/PageContext.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { BLOG_LISTING } from "../../models/blog/blog-texts.ts";
import { PAGE_GAP, pageWindow } from "../../models/blog/paginate.ts";
import { ArticleCard } from "./ArticleCard.tsx";

interface ArticleListProps {
  id: string;
  title: string;
  articles: readonly Article[];
  /** Pagination of the listing (the blog's, a category's): the page shown, how many, the address of each. */
  page?: { current: number; count: number; path: (page: number) => string };
  /** The page's first section after its hero: the first card's cover is then its largest paint. */
  leading?: boolean;
}

/** A grid of article cards, newest first, with links to the other pages of its listing. */
export function ArticleListSection({ id, title, articles, page, leading = false }: ArticleListProps) {
  const href = useHref();
  // Page 1 of a young blog: the three at the top are all there is.
  if (articles.length === 0 && (!page || page.count === 1)) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} title={title} />
        <div className="grid grid--2 blog-grid">
          {articles.map((article, index) => (
            <ArticleCard key={article.slug} article={article} eager={leading && index === 0} />
          ))}
        </div>
        {page && page.count > 1 ? (
          <nav className="pagination" aria-label={BLOG_LISTING.pagination}>
            {page.current > 1 ? (
              <a className="button button--secondary" rel="prev" href={href(page.path(page.current - 1))}>
                ← {BLOG_LISTING.previous}
              </a>
            ) : null}
            <ol className="pagination__pages">
              {pageWindow(page.current, page.count).map((number, index) =>
                number === PAGE_GAP ? (
                  <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={number}>
                    <a href={href(page.path(number))} aria-current={number === page.current ? "page" : undefined}>
                      {number}
                    </a>
                  </li>
                ),
              )}
            </ol>
            {page.current < page.count ? (
              <a className="button button--secondary" rel="next" href={href(page.path(page.current + 1))}>
                {BLOG_LISTING.next} →
              </a>
            ) : null}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
