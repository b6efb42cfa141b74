// `tsx --import ./scripts/lib/register-yaml.ts scripts/make-eleventy-bench.ts [DIR] [--count 1000] [--install]`: writes an
// Eleventy 3 project that builds the same synthetic articles as `npm run bench` with a bare Liquid
// layout (one page per article and a listing paginated like /blog/, as scripts/make-astro-bench.ts
// does for Astro), so that `ELEVENTY_BENCH_DIR=DIR npm run bench` can time Eleventy's cold build
// beside ours. Eleventy's defaults are kept (Markdown read through Liquid first): the build a user
// of Eleventy gets. Eleventy is never a dependency of this project: the folder lives outside the
// repository.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { syntheticArticle } from "./synthetic-articles.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: "string", default: "1000" }, install: { type: "boolean", default: false } },
});
const dir = path.resolve(positionals[0] ?? "/tmp/eleventy-bench");
const count = Number(values.count);

const files: Record<string, string> = {
  "eleventy.config.js": `export default function (eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ public: "/" });
}

export const config = { dir: { input: "src" } };
`,
  "src/_includes/page.liquid": `<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{{ title | escape }}</title>
    <meta name="description" content="{{ description | escape }}" />
  </head>
  <body>
    <header><a href="/blog/">Blog</a></header>
    <main>{{ content }}</main>
    <footer>Banc d'essai</footer>
  </body>
</html>
`,
  "src/_includes/article.liquid": `---
layout: page.liquid
---
<article>
  <h1>{{ title | escape }}</h1>
  <p>{{ category }} · {{ page.date | date: "%d/%m/%Y" }} · {{ author | escape }}</p>
  <img src="/blog/{{ cover }}" alt="{{ coverAlt | escape }}" />
  {{ content }}
</article>
`,
  // Every article: this layout, in the "blog" collection, at /blog/<file name>/.
  "src/blog/blog.11tydata.json": `${JSON.stringify({ layout: "article.liquid", tags: "blog" }, null, 2)}\n`,
  // Nine articles a page, newest first, at /blog/, /blog/2/…, like SITE.blogPageSize and Astro's paginate().
  "src/blog-pages.liquid": `---
layout: page.liquid
description: Articles
pagination:
  data: collections.blog
  size: 9
  reverse: true
  alias: articles
permalink: "/blog/{% if pagination.pageNumber > 0 %}{{ pagination.pageNumber | plus: 1 }}/{% endif %}"
eleventyComputed:
  title: "Blog, page {{ pagination.pageNumber | plus: 1 }}"
---
<ul>
  {%- for article in articles %}
  <li><a href="{{ article.url }}">{{ article.data.title | escape }}</a><p>{{ article.data.description | escape }}</p></li>
  {%- endfor %}
</ul>
{% if pagination.href.previous %}<a href="{{ pagination.href.previous }}">Précédent</a>{% endif %}
{% if pagination.href.next %}<a href="{{ pagination.href.next }}">Suivant</a>{% endif %}
`,
  "src/index.liquid": `---\nlayout: page.liquid\ntitle: Accueil\ndescription: Accueil\n---\n<a href="/blog/">Blog</a>\n`,
};

mkdirSync(dir, { recursive: true });
if (!existsSync(path.join(dir, "package.json"))) {
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "eleventy-bench", private: true, type: "module" }, null, 2));
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
const blog = path.join(dir, "src", "blog");
// Articles of an earlier, larger count would be built too; the folder also holds blog.11tydata.json.
for (const file of readdirSync(blog)) if (file.endsWith(".md")) rmSync(path.join(blog, file));
for (let i = 1; i <= count; i++) writeFileSync(path.join(blog, `bench-${i}.md`), syntheticArticle(i));
mkdirSync(path.join(dir, "public", "blog", "images"), { recursive: true });
writeFileSync(path.join(dir, "public", "blog", "images", "bench-cover.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>');

if (values.install) execFileSync("npm", ["install", "--no-audit", "--no-fund", "@11ty/eleventy@3"], { cwd: dir, stdio: "inherit" });
console.log(`Eleventy bench project written to ${dir} (${count} articles).`);
if (!existsSync(path.join(dir, "node_modules", "@11ty", "eleventy"))) console.log(`Then: (cd ${dir} && npm install @11ty/eleventy@3), or run again with --install.`);
console.log(`Time it beside this site: ELEVENTY_BENCH_DIR=${dir} npm run bench -- --scale 1000`);
