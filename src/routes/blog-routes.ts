import type { Article, BlogCategory } from "../models/blog/article.ts";
import { articlePath, categoryPath, listingPath } from "../models/blog/article.ts";
import { blogPostingSchema } from "../render/structured-data.ts";
import type { CollectionDefinition } from "site-generator";
import type { Route } from "../models/route.ts";
import { topArticles } from "../sections/blog/ArticlesSection.tsx";
import { ArticlePage } from "../templates/ArticlePage.tsx";
import { BlogListingPage } from "../templates/BlogListingPage.tsx";
import { CategoryPage } from "../templates/CategoryPage.tsx";
import { BLOG_CATEGORIES, BLOG_HERO, BLOG_LISTING } from "../models/blog/blog-texts.ts";
import { categoryPages, listingPages } from "../models/blog/paginate.ts";
import { BLOG_READER } from "../models/blog/collection.ts";
import type { ArticleFrontMatter } from "../content-registry/schemas/article.ts";
import { SITE } from "../site.ts";

/**
 * The routes the articles give the site: one page per article, the pages of each category's
 * listing, and the blog listing's further pages (/blog/ itself is in ROUTES).
 */
function blogRoutes(articles: readonly Article[], categories: readonly BlogCategory[], pageSize: number): Route[] {
  const top = topArticles(articles);
  const pageCount = listingPages(articles.filter((article) => !top.includes(article)), pageSize).length;
  const listing: Route[] = Array.from({ length: pageCount - 1 }, (_, index) => index + 2).map((page) => ({
    path: listingPath(page),
    label: BLOG_LISTING.pageTitle(page),
    page: BlogListingPage,
    props: { page },
    searchable: false,
    title: `${BLOG_LISTING.pageTitle(page)} | Blog`,
    description: BLOG_HERO.lead,
  }));
  // A category's listing is paginated as the blog's is: at a thousand articles, one page of a
  // category's three hundred cards would weigh hundreds of kilobytes.
  const byCategory: Route[] = categories.flatMap((category) => {
    const count = categoryPages(articles, category, pageSize).length;
    return Array.from({ length: count }, (_, index) => index + 1).map((page) => ({
      path: categoryPath(category, page),
      label: page === 1 ? category.name : `${category.name} – ${BLOG_LISTING.pageTitle(page)}`,
      page: CategoryPage,
      props: { category, page },
      searchable: false,
      title: page === 1 ? `${category.name} | Blog` : `${BLOG_LISTING.pageTitle(page)} | ${category.name} | Blog`,
      description: BLOG_LISTING.categoryLead(category.name),
    }));
  });
  const posts: Route[] = articles.map((article) => ({
    path: articlePath(article),
    label: article.title,
    page: ArticlePage,
    props: { article },
    title: article.title,
    description: article.description,
    article: { publishedTime: article.date, section: article.category, author: article.author },
    structuredData: (base) => [blogPostingSchema(article, base)],
  }));
  return [...listing, ...byCategory, ...posts];
}

/** The blog as the build takes it: its reader, and the routes above. */
export const BLOG_COLLECTION: CollectionDefinition<Article, Route, ArticleFrontMatter> = {
  ...BLOG_READER,
  // An article's page changed on its `updated` day, or else its date; other pages get no lastmod.
  routes: (articles) => {
    const lastModified = new Map(articles.map((article) => [articlePath(article), article.updated ?? article.date]));
    return blogRoutes(articles, BLOG_CATEGORIES, SITE.blogPageSize).map((route) =>
      lastModified.has(route.path) ? { ...route, lastModified: lastModified.get(route.path) } : route,
    );
  },
};
