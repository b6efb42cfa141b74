import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
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

// Parsed articles by file content and base path, in memory (watch mode) and on disk (every build):
// after one edit one article is read again, and a build with none edited loads neither the YAML
// nor the Markdown library. On disk they are one file, read once and written once: creating a
// file costs more than parsing an article (0.6 ms of kernel time here, against 0.4 ms).
const memory = new Map<string, Article>();
const CACHE_FILE = "articles.json";

/**
 * Reads, validates and renders every content/blog/*.md. `categories` may still be on its way (the
 * site's bundle): articles are read meanwhile and their category checked once it is there.
 */
export async function loadArticles(
  contentDir: string,
  categories: readonly string[] | Promise<readonly string[]>,
  base: string,
  cacheDir: string,
): Promise<LoadedArticles> {
  const blogDir = path.join(contentDir, "blog");
  const names = (await readdir(blogDir).catch(() => [])).filter((name) => name.endsWith(".md")).sort();
  const diskFile = path.join(cacheDir, CACHE_FILE);
  // Watch mode has them in memory; the disk is read by the first build of a process.
  const disk = memory.size > 0 ? undefined : await readCache(diskFile);
  const coverExists = memoise((cover: string) => stat(cover).then((stats) => stats.isFile(), () => false));
  let parse: ArticleParser | undefined;
  let parsed = 0;
  const keys: string[] = [];
  const articles: Article[] = [];
  for (const name of names) {
    const file = path.join(blogDir, name);
    // Read in turn: a thousand small files read synchronously take less than their promises.
    const source = readFileSync(file, "utf8");
    const key = createHash("sha256").update(JSON.stringify([base, name, source])).digest("hex").slice(0, 32);
    keys.push(key);
    const cached = memory.get(key) ?? disk?.[key];
    // A cached article holds while its cover still exists (the cover is checked at every build).
    if (cached && (await coverExists(path.join(blogDir, cached.cover.replace(/^\/blog\//, ""))))) {
      memory.set(key, cached);
      articles.push(cached);
      continue;
    }
    parsed++;
    parse ??= await createParser(base);
    const article = await parse(path.relative(path.dirname(contentDir), file), source, blogDir, coverExists);
    memory.set(key, article);
    articles.push(article);
  }
  const known = await categories;
  articles.forEach((article, index) => {
    if (known.includes(article.category)) return;
    const file = path.relative(path.dirname(contentDir), path.join(blogDir, names[index]!));
    throw new ContentError(`${file}: field "category" is "${article.category}", not one of ${known.map((name) => `"${name}"`).join(", ")}`);
  });
  await refuseDuplicateSlugs(articles, names.map((name) => path.join(blogDir, name)), path.dirname(contentDir));
  if (parsed > 0 || (disk && Object.keys(disk).length !== keys.length)) await writeCache(diskFile, Object.fromEntries(keys.map((key, index) => [key, articles[index]!])));
  articles.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return { articles, images: await listImages(blogDir), parsed };
}

function memoise<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
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

type ArticleParser = (
  file: string,
  source: string,
  blogDir: string,
  coverExists: (file: string) => Promise<boolean>,
) => Promise<Article>;

async function createParser(base: string): Promise<ArticleParser> {
  // Loaded only when an article must be parsed: a build with none edited needs neither.
  const [{ createMarkdownRenderer }, frontMatter] = await Promise.all([import("./render-markdown.ts"), import("./front-matter.ts")]);
  const render = createMarkdownRenderer(base);
  return (file, source, blogDir, coverExists) => parseArticle(file, source, blogDir, coverExists, render, frontMatter);
}

async function readCache(file: string): Promise<Record<string, Article>> {
  // A cache that cannot be read is no cache: everything is parsed again.
  try {
    return (JSON.parse(await readFile(file, "utf8")) as Record<string, Article> | null) ?? {};
  } catch {
    return {};
  }
}

async function writeCache(file: string, articles: Record<string, Article>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}`, JSON.stringify(articles));
  await rename(`${file}.${process.pid}`, file);
}

async function parseArticle(
  file: string,
  source: string,
  blogDir: string,
  coverExists: (file: string) => Promise<boolean>,
  render: (markdown: string) => string,
  { parseFrontMatter, ARTICLE_FRONT_MATTER }: typeof import("./front-matter.ts"),
): Promise<Article> {
  const { data, body } = parseFrontMatter(file, source, ARTICLE_FRONT_MATTER);
  const { title, date, category } = data;
  const slug = data.slug ?? path.basename(file, ".md");
  if (!SLUG.test(slug)) {
    throw new ContentError(`${file}: the file name gives the slug "${slug}", which must be lowercase letters, digits and hyphens (or set "slug")`);
  }
  const cover = data.cover;
  const coverFile = path.join(blogDir, cover);
  if (!coverFile.startsWith(blogDir + path.sep) || !(await coverExists(coverFile))) {
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
