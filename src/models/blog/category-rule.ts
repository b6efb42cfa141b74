import content from "../../../content/blog-pages.yaml";
import { CONTENT_FOLDER } from "../../content-registry/company-file.ts";
import type { ArticleFrontMatter } from "../../content-registry/schemas/article.ts";
import { BLOG_PAGES_FILE } from "../../content-registry/categories-file.ts";
import type { CrossFileRule } from "site-generator";
import type { BlogCategory } from "./article.ts";

/** The categories of content/blog-pages.yaml among the files a cross-file rule is handed. */
export const categoriesOf = (files: Readonly<Record<string, unknown>>): readonly BlogCategory[] =>
  (files[BLOG_PAGES_FILE] as { categories: BlogCategory[] }).categories;

/**
 * An article names its category by a key of content/blog-pages.yaml: the build checks it against
 * the file as the site imported it, the editor against the file as it is when the article is saved.
 */
export const ARTICLE_CATEGORY: CrossFileRule<ArticleFrontMatter> = {
  files: [BLOG_PAGES_FILE],
  imported: { [BLOG_PAGES_FILE]: content },
  refuse(article, files) {
    const categories = categoriesOf(files);
    if (categories.some((category) => category.key === article.category)) return undefined;
    const named = categories.find((category) => category.name === article.category);
    const keys = categories.map((category) => `${category.key} pour « ${category.name} »`).join(", ");
    const message = named
      ? `nomme la catégorie « ${named.name} » par son nom : écrivez sa clé, ${named.key}`
      : `vaut « ${article.category} », qui n'est la clé d'aucune catégorie de ${CONTENT_FOLDER}/${BLOG_PAGES_FILE} (clés : ${keys})`;
    return { path: ["category"], message: `le champ « category » ${message}` };
  },
};
