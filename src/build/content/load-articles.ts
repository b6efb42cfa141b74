import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Article } from "../../blog/article.ts";
import type { OutputMap } from "../output-map.ts";
import { ContentError } from "./content-error.ts";

export { ContentError };

export interface LoadedArticles {
  /** Newest first. */
  articles: Article[];
  /** The images of content/blog/images, copied to blog/images/. */
  images: OutputMap;
  /** How many articles were parsed this time; the others came from the cache. */
  parsed: number;
}

const WORDS_PER_MINUTE = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Parsed articles by file content, base path and categories, in memory (watch mode) and on disk
// (every build): after one edit one article is read again, and a build with none edited loads
// neither the YAML nor the Markdown library.
const memory = new Map<string, Article>();

/** Reads, validates and renders every content/blog/*.md. */
export async function loadArticles(
  contentDir: string,
  categories: readonly string[],
  base: string,
  cacheDir: string,
): Promise<LoadedArticles> {
  const blogDir = path.join(contentDir, "blog");
  const names = (await readdir(blogDir).catch(() => [])).filter((name) => name.endsWith(".md")).sort();
  const diskCache = path.join(cacheDir, "articles");
  let parse: Promise<ArticleParser> | undefined;
  let parsed = 0;
  const articles = await Promise.all(
    names.map(async (name) => {
      const file = path.join(blogDir, name);
      const source = await readFile(file, "utf8");
      const key = createHash("sha256").update(JSON.stringify([base, categories, name, source])).digest("hex").slice(0, 32);
      const cached = memory.get(key) ?? (await readCached(path.join(diskCache, `${key}.json`), blogDir));
      if (cached) {
        memory.set(key, cached);
        return cached;
      }
      parsed++;
      parse ??= createParser(base);
      const article = await (await parse)(path.relative(path.dirname(contentDir), file), source, blogDir, categories);
      memory.set(key, article);
      await writeCached(path.join(diskCache, `${key}.json`), article);
      return article;
    }),
  );
  await refuseDuplicateSlugs(articles, names.map((name) => path.join(blogDir, name)), path.dirname(contentDir));
  articles.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return { articles, images: await listImages(blogDir), parsed };
}

/**
 * Two articles with one slug would write one page: the error names the file changed last (the one
 * just added or renamed), and the article that already had the slug.
 */
async function refuseDuplicateSlugs(articles: readonly Article[], files: readonly string[], root: string): Promise<void> {
  const bySlug = new Map<string, number[]>();
  articles.forEach((article, index) => bySlug.set(article.slug, [...(bySlug.get(article.slug) ?? []), index]));
  for (const [slug, indexes] of bySlug) {
    if (indexes.length < 2) continue;
    const changed = await Promise.all(indexes.map(async (index) => ({ index, mtimeMs: (await stat(files[index]!)).mtimeMs })));
    changed.sort((a, b) => a.mtimeMs - b.mtimeMs || a.index - b.index);
    const [older, newer] = [changed[0]!.index, changed.at(-1)!.index];
    const name = (index: number) => path.relative(root, files[index]!).split(path.sep).join("/");
    throw new ContentError(`${name(newer)}: slug "${slug}" is already used by ${name(older)}; give this article another file name or slug`);
  }
}

type ArticleParser = (file: string, source: string, blogDir: string, categories: readonly string[]) => Promise<Article>;

async function createParser(base: string): Promise<ArticleParser> {
  // Loaded only when an article must be parsed: a build with none edited needs neither.
  const [{ createMarkdownRenderer }, frontMatter] = await Promise.all([import("./render-markdown.ts"), import("./front-matter.ts")]);
  const render = createMarkdownRenderer(base);
  return (file, source, blogDir, categories) => parseArticle(file, source, blogDir, categories, render, frontMatter);
}

/** A cached article holds while its cover still exists (the cover is checked at every build). */
async function readCached(file: string, blogDir: string): Promise<Article | undefined> {
  const article = JSON.parse(await readFile(file, "utf8").catch(() => "null")) as Article | null;
  if (!article) return undefined;
  const cover = path.join(blogDir, article.cover.replace(/^\/blog\//, ""));
  return (await stat(cover).catch(() => null))?.isFile() ? article : undefined;
}

async function writeCached(file: string, article: Article): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}`, JSON.stringify(article));
  await rename(`${file}.${process.pid}`, file);
}

async function parseArticle(
  file: string,
  source: string,
  blogDir: string,
  categories: readonly string[],
  render: (markdown: string) => string,
  { parseFrontMatter, ARTICLE_FRONT_MATTER }: typeof import("./front-matter.ts"),
): Promise<Article> {
  const { data, body } = parseFrontMatter(file, source, ARTICLE_FRONT_MATTER);
  const { title, date, category } = data;
  if (!categories.includes(category)) {
    throw new ContentError(`${file}: field "category" is "${category}", not one of ${categories.map((name) => `"${name}"`).join(", ")}`);
  }
  const slug = data.slug ?? path.basename(file, ".md");
  if (!SLUG.test(slug)) {
    throw new ContentError(`${file}: the file name gives the slug "${slug}", which must be lowercase letters, digits and hyphens (or set "slug")`);
  }
  const cover = data.cover;
  const coverFile = path.join(blogDir, cover);
  if (!coverFile.startsWith(blogDir + path.sep) || !(await stat(coverFile).catch(() => null))?.isFile()) {
    throw new ContentError(`${file}: field "cover" names ${cover}, which is not a file in content/blog/`);
  }
  const words = body.replace(/[#>*_`|[\]()!-]/g, " ").split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title,
    description: data.description,
    date,
    category,
    author: data.author,
    featured: data.featured,
    draft: data.draft,
    cover: `/blog/${cover.replace(/^\.\//, "")}`,
    coverAlt: data.coverAlt,
    html: render(body),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

async function listImages(blogDir: string): Promise<OutputMap> {
  const images: OutputMap = new Map();
  const dir = path.join(blogDir, "images");
  for (const name of await readdir(dir).catch(() => [])) images.set(`blog/images/${name}`, { copyFrom: path.join(dir, name) });
  return images;
}
