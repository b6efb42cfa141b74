import type { CollectionDefinition } from "../generator/site-definition.ts";
import { BLOG_CATEGORIES } from "./blog-texts.ts";
import type { Route } from "../routes.ts";
import { SITE } from "../site.ts";
import { articlePath, type Article } from "./article.ts";
import { blogRoutes } from "./blog-routes.ts";
import { CONTENT_COLLECTIONS } from "../content-registry/collections.ts";
import type { ArticleFrontMatter } from "../content-registry/schemas/article.ts";
import { BLOG_CMS } from "../content-registry/cms-labels.ts";

const WORDS_PER_MINUTE = 200;

/** The blog: one article per content/blog/<slug>.md, its pages, and its Atom feed. */
export const BLOG_COLLECTION: CollectionDefinition<Article, Route, ArticleFrontMatter> = {
  entryName: "article",
  folder: CONTENT_COLLECTIONS.blog.folder,
  sitePath: "/blog/",
  schema: CONTENT_COLLECTIONS.blog.schema,
  cms: BLOG_CMS,
  imageFields: ["cover"],
  // The article's column: 70ch of 1.125rem text, the whole width below it.
  markdownImageSizes: "(min-width: 48rem) 44rem, 100vw",
  entry: ({ data, slug, body, html, images }) => ({
    slug,
    title: data.title,
    description: data.description,
    date: data.date,
    ...(data.updated ? { updated: data.updated } : {}),
    redirectFrom: data.redirectFrom,
    category: data.category,
    author: data.author,
    featured: data.featured,
    draft: data.draft,
    cover: images.cover!.src,
    coverImage: images.cover!,
    coverAlt: data.coverAlt,
    // Wide tables scroll inside their own box on small screens, not the page.
    html: html.replace(/<table>/g, '<div class="prose__table"><table>').replace(/<\/table>/g, "</table></div>"),
    readingMinutes: Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE)),
  }),
  refuse(article) {
    const names = BLOG_CATEGORIES.map((category) => category.name);
    if (names.includes(article.category)) return undefined;
    return `field "category" is "${article.category}", not one of ${names.map((name) => `"${name}"`).join(", ")}`;
  },
  // An article's page changed on its `updated` day, or else its date; other pages get no lastmod.
  routes: (articles) => {
    const lastModified = new Map(articles.map((article) => [articlePath(article), article.updated ?? article.date]));
    return blogRoutes(articles, BLOG_CATEGORIES, SITE.blogPageSize).map((route) =>
      lastModified.has(route.path) ? { ...route, lastModified: lastModified.get(route.path) } : route,
    );
  },
  redirects: { field: "redirectFrom", of: (article) => ({ from: article.redirectFrom ?? [], to: articlePath(article) }) },
  feed: {
    file: "blog/feed.xml",
    title: `Blog ${SITE.productName}`,
    home: "/blog/",
    lang: SITE.lang,
    item: (article) => ({
      title: article.title,
      path: articlePath(article),
      author: article.author,
      category: article.category,
      summary: article.description,
      ...(article.updated ? { updated: article.updated } : {}),
    }),
  },
};

function countWords(markdown: string): number {
  return markdown.replace(/[#>*_`|[\]()!-]/g, " ").split(/\s+/).filter(Boolean).length;
}
