import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { Article } from "../../blog/article.ts";
import type { OutputMap } from "../output-map.ts";
import { createMarkdownRenderer } from "./render-markdown.ts";

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

// Parsed articles by file content and base path: a rebuild after one edit re-reads one article.
const cache = new Map<string, Article>();

/** Reads, validates and renders every content/blog/*.md. */
export async function loadArticles(contentDir: string, categories: readonly string[], base: string): Promise<LoadedArticles> {
  const blogDir = path.join(contentDir, "blog");
  const names = (await readdir(blogDir).catch(() => [])).filter((name) => name.endsWith(".md")).sort();
  const render = createMarkdownRenderer(base);
  let parsed = 0;
  const articles = await Promise.all(
    names.map(async (name) => {
      const file = path.join(blogDir, name);
      const source = await readFile(file, "utf8");
      const key = createHash("sha256").update(base).update("\0").update(source).digest("hex");
      let article = cache.get(key);
      if (!article) {
        parsed++;
        article = await parseArticle(path.relative(path.dirname(contentDir), file), source, blogDir, categories, render);
        cache.set(key, article);
      }
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

async function parseArticle(
  file: string,
  source: string,
  blogDir: string,
  categories: readonly string[],
  render: (markdown: string) => string,
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
