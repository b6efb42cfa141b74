import type { CollectionDefinition } from "site-generator";
import { BLOG_CATEGORIES } from "./blog-texts.ts";
import type { Route } from "../route.ts";
import { SITE } from "../../site.ts";
import { articlePath, categoryPath, type Article } from "./article.ts";
import { categoryPages } from "./paginate.ts";
import { ARTICLE_CATEGORY, categoriesOf } from "./category-rule.ts";
import { CONTENT_COLLECTIONS } from "../../content-registry/collections.ts";
import { CONTENT_FOLDER } from "../../content-registry/company-file.ts";
import type { ArticleFrontMatter } from "../../content-registry/schemas/article.ts";
import { BLOG_PAGES_FILE } from "../../content-registry/categories-file.ts";
import { BLOG_CMS } from "../../content-registry/cms-labels.ts";

const WORDS_PER_MINUTE = 200;

/** The blog: one article per content/blog/<slug>.md, and its Atom feed; its pages are src/routes/blog-routes.ts's. */
export const BLOG_READER: Omit<CollectionDefinition<Article, Route, ArticleFrontMatter>, "routes"> = {
  entryName: "article",
  folder: CONTENT_COLLECTIONS.blog.folder,
  sitePath: "/blog/",
  schema: CONTENT_COLLECTIONS.blog.schema,
  cms: BLOG_CMS,
  imageFields: ["cover"],
  // The article's column: 70ch of 1.125rem text, the whole width below it.
  markdownImageSizes: "(min-width: 48rem) 44rem, 100vw",
  crossFile: ARTICLE_CATEGORY,
  entry: ({ data, slug, body, html, images, related }) => ({
    slug,
    title: data.title,
    description: data.description,
    date: data.date,
    ...(data.updated ? { updated: data.updated } : {}),
    redirectFrom: data.redirectFrom,
    // The rule above refused an unknown key: the name is that of the file the rule read.
    category: categoriesOf(related).find((category) => category.key === data.category)?.name ?? data.category,
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
  redirects: { field: "redirectFrom", of: (article) => ({ from: article.redirectFrom ?? [], to: articlePath(article) }) },
  // A category's former address leads to its page, and each further page of its listing at the
  // former address to that page at the new one: search engines list those too.
  pageRedirects: (articles) =>
    BLOG_CATEGORIES.flatMap((category, index) => {
      const pages = categoryPages(articles, category, SITE.blogPageSize).map((_, at) => at + 1);
      return category.redirectFrom.flatMap((from, at) =>
        pages.map((page) => ({
          from: page === 1 ? from : `${from.replace(/\/?$/, "/")}page/${page}/`,
          to: categoryPath(category, page),
          origin: `${CONTENT_FOLDER}/${BLOG_PAGES_FILE}, categories[${index}].redirectFrom`,
          place: { file: `${CONTENT_FOLDER}/${BLOG_PAGES_FILE}`, path: ["categories", index, "redirectFrom", at] },
        })),
      );
    }),
  feed: {
    file: "blog/feed.xml",
    title: `Blog ${SITE.productName}`,
    home: "/blog/",
    lang: SITE.lang,
    latest: SITE.blogFeedSize,
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
