/**
 * The file of the blog's texts and categories, by its path in the content folder: the articles
 * name its categories by their key (src/models/blog/category-rule.ts), and the editor offers them in a
 * menu (schemas/blog-pages.ts). A module of its own, as company-file.ts is.
 */
export const BLOG_PAGES_FILE = "blog-pages.yaml";
