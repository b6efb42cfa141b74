import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Article } from "../../blog/article.ts";
import type { OutputMap } from "../output-map.ts";

/** A content file the build refuses, named with the field at fault. */
export class ContentError extends Error {
  override name = "ContentError";
}

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
  const seen = new Map<string, string>();
  for (const [index, article] of articles.entries()) {
    const other = seen.get(article.slug);
    if (other) throw new ContentError(`content/blog/${names[index]}: slug "${article.slug}" is already used by ${other}`);
    seen.set(article.slug, `content/blog/${names[index]}`);
  }
  articles.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return { articles, images: await listImages(blogDir), parsed };
}

type ArticleParser = (file: string, source: string, blogDir: string, categories: readonly string[]) => Promise<Article>;

async function createParser(base: string): Promise<ArticleParser> {
  const [{ parse: parseYaml }, { createMarkdownRenderer }] = await Promise.all([import("yaml"), import("./render-markdown.ts")]);
  const render = createMarkdownRenderer(base);
  return (file, source, blogDir, categories) => parseArticle(file, source, blogDir, categories, render, parseYaml);
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
  parseYaml: (text: string) => unknown,
): Promise<Article> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${file}: no front matter (a block between two "---" lines at the top)`);
  let data: Record<string, unknown>;
  try {
    data = (parseYaml(match[1]!) ?? {}) as Record<string, unknown>;
  } catch (error) {
    throw new ContentError(`${file}: front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  const field = (name: string) => {
    const value = data[name];
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (typeof value !== "string" || value.trim() === "") throw new ContentError(`${file}: field "${name}" is missing or empty`);
    return value.trim();
  };
  const title = field("title");
  const date = field("date");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw new ContentError(`${file}: field "date" must be a date written YYYY-MM-DD, not "${date}"`);
  }
  const category = field("category");
  if (!categories.includes(category)) {
    throw new ContentError(`${file}: field "category" is "${category}", not one of ${categories.map((name) => `"${name}"`).join(", ")}`);
  }
  const slug = typeof data.slug === "string" ? data.slug : path.basename(file, ".md");
  if (!SLUG.test(slug)) throw new ContentError(`${file}: slug "${slug}" must be lowercase letters, digits and hyphens`);
  const cover = field("cover");
  const coverFile = path.join(blogDir, cover);
  if (!coverFile.startsWith(blogDir + path.sep) || !(await stat(coverFile).catch(() => null))?.isFile()) {
    throw new ContentError(`${file}: field "cover" names ${cover}, which is not a file in content/blog/`);
  }
  const body = match[2]!;
  const words = body.replace(/[#>*_`|[\]()!-]/g, " ").split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title,
    description: field("description"),
    date,
    category,
    author: field("author"),
    featured: data.featured === true,
    cover: `/blog/${cover.replace(/^\.\//, "")}`,
    coverAlt: field("coverAlt"),
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
