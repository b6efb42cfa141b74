// `tsx --import ./scripts/lib/register-yaml.ts scripts/make-astro-bench.ts [DIR] [--count 1000] [--install]`: writes an Astro 5 project that
// builds the same synthetic articles as `npm run bench` (one page per article and a listing paginated
// like /blog/), so that `ASTRO_BENCH_DIR=DIR npm run bench` can time Astro's cold build beside ours.
// Astro is never a dependency of this project: the folder lives outside the repository.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { syntheticArticle } from "./synthetic-articles.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: "string", default: "1000" }, install: { type: "boolean", default: false } },
});
const dir = path.resolve(positionals[0] ?? "/tmp/astro-bench");
const count = Number(values.count);

const files: Record<string, string> = {
  "astro.config.mjs": `import { defineConfig } from "astro/config";\nexport default defineConfig({ site: "https://www.example.com" });\n`,
  "src/content.config.ts": `import { defineCollection, z } from "astro:content";
import { glob } from "astro/loaders";

const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/blog" }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    date: z.coerce.date(),
    category: z.string(),
    author: z.string(),
    featured: z.boolean(),
    cover: z.string(),
    coverAlt: z.string(),
  }),
});

export const collections = { blog };
`,
  "src/layouts/Page.astro": `---
const { title, description } = Astro.props;
---
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title}</title>
    <meta name="description" content={description} />
  </head>
  <body>
    <header><a href="/blog/">Blog</a></header>
    <main><slot /></main>
    <footer>Banc d'essai</footer>
  </body>
</html>
`,
  "src/pages/blog/[slug].astro": `---
import { getCollection, render } from "astro:content";
import Page from "../../layouts/Page.astro";

export async function getStaticPaths() {
  const articles = await getCollection("blog");
  return articles.map((article) => ({ params: { slug: article.id }, props: { article } }));
}
const { article } = Astro.props;
const { Content } = await render(article);
---
<Page title={article.data.title} description={article.data.description}>
  <article>
    <h1>{article.data.title}</h1>
    <p>{article.data.category} · {article.data.date.toLocaleDateString("fr-FR")} · {article.data.author}</p>
    <img src={\`/blog/\${article.data.cover}\`} alt={article.data.coverAlt} />
    <Content />
  </article>
</Page>
`,
  // Nine articles a page, like SITE.blogPageSize.
  "src/pages/blog/[...page].astro": `---
import { getCollection } from "astro:content";
import Page from "../../layouts/Page.astro";

export async function getStaticPaths({ paginate }) {
  const articles = (await getCollection("blog")).sort((a, b) => b.data.date.valueOf() - a.data.date.valueOf());
  return paginate(articles, { pageSize: 9 });
}
const { page } = Astro.props;
---
<Page title={\`Blog, page \${page.currentPage}\`} description="Articles">
  <ul>
    {page.data.map((article) => (
      <li><a href={\`/blog/\${article.id}/\`}>{article.data.title}</a><p>{article.data.description}</p></li>
    ))}
  </ul>
  {page.url.prev && <a href={page.url.prev}>Précédent</a>}
  {page.url.next && <a href={page.url.next}>Suivant</a>}
</Page>
`,
  "src/pages/index.astro": `---\nimport Page from "../layouts/Page.astro";\n---\n<Page title="Accueil" description="Accueil"><a href="/blog/">Blog</a></Page>\n`,
};

mkdirSync(dir, { recursive: true });
if (!existsSync(path.join(dir, "package.json"))) {
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "astro-bench", private: true, type: "module" }, null, 2));
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
const blog = path.join(dir, "src", "content", "blog");
rmSync(blog, { recursive: true, force: true });
mkdirSync(blog, { recursive: true });
for (let i = 1; i <= count; i++) writeFileSync(path.join(blog, `bench-${i}.md`), syntheticArticle(i));
mkdirSync(path.join(dir, "public", "blog", "images"), { recursive: true });
writeFileSync(path.join(dir, "public", "blog", "images", "bench-cover.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>');

if (values.install) execFileSync("npm", ["install", "--no-audit", "--no-fund", "astro@5"], { cwd: dir, stdio: "inherit" });
console.log(`Astro bench project written to ${dir} (${count} articles).`);
if (!existsSync(path.join(dir, "node_modules", "astro"))) console.log(`Then: (cd ${dir} && npm install astro@5), or run again with --install.`);
console.log(`Time it beside this site: ASTRO_BENCH_DIR=${dir} npm run bench -- --scale 1000`);
