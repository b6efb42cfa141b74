// The floor `npm run bench` compares `site build` with: the least a React static build can do.
// esbuild bundles the server entry and the client entry, the server bundle is imported, and every
// route is rendered with the site's own renderPage (renderToString in the layout) into a file,
// one after the other, on one thread. No stylesheet, no validation, no cache, no compression,
// no atomic swap. `node <compiled>.mjs ROOT OUT` (bench.ts compiles it, as bin/site.js does the CLI).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";
import type SiteDefinition from "../src/server-entry.ts";
import type { Article } from "../src/models/blog/article.ts";
import type { LegalDocumentData } from "../src/models/legal/legal-document.ts";

// The one default of the schemas (src/content-registry/schemas/) the site's code relies on.
const withDefaults = (key: string, value: unknown) =>
  key === "categories" && Array.isArray(value) ? value.map((category: object) => ({ redirectFrom: [], ...category })) : value;

/** The site's texts in content/*.yaml, read as plain data: the bare minimum, unchecked, `{{name}}`s left as written. */
const yamlAsData: esbuild.Plugin = {
  name: "yaml-as-data",
  setup(build) {
    build.onLoad({ filter: /\.ya?ml$/ }, ({ path: file }) => ({ contents: JSON.stringify(parseYaml(readFileSync(file, "utf8")), withDefaults), loader: "json" }));
  },
};

export async function baselineBuild(root: string, out: string): Promise<number> {
  process.env.NODE_ENV = "production";
  const site = await bundleSite(root, out);
  rmSync(path.join(out, ".server"), { recursive: true, force: true });
  const marked = new Marked({ gfm: true });
  const articles = readArticles(root, marked);
  const legal = readLegalDocuments(root, marked);
  const assets = { stylesheets: ["/assets/site.css"], script: "/assets/main.js" };
  const routes = [...site.routes, ...site.collections.blog.routes(articles), ...site.collections.legal.routes(legal), site.notFound];
  // The machine's day, not the site's time zone's: the least the baseline can do.
  const today = new Date().toISOString().slice(0, 10);
  for (const route of routes) {
    const page = await site.renderPage(route, { base: "/", assets, collections: { blog: articles, legal, composed: [], references: [] }, indexable: route !== site.notFound, images: {}, today });
    const file = path.join(out, route === site.notFound ? "404.html" : path.join(route.path, "index.html"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.html);
  }
  return routes.length;
}

/**
 * Packages stay external, as `site build` keeps them (packages/generator/src/external-packages.ts),
 * but the generator's own, whose entry points are TypeScript sources that Node 20 cannot run.
 */
const externalPackages: esbuild.Plugin = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => (/^site-generator($|\/)/.test(path) ? undefined : { path, external: true }));
  },
};

/** The server entry bundled and imported, and the browser's code bundled into `out`, side by side. */
async function bundleSite(root: string, out: string): Promise<typeof SiteDefinition> {
  const [server] = await Promise.all([
    esbuild.build({
      entryPoints: [path.join(root, "src", "server-entry.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      jsx: "automatic",
      outdir: path.join(root, ".cache", "baseline"),
      write: false,
      define: { "process.env.NODE_ENV": '"production"' },
      plugins: [externalPackages, yamlAsData],
    }),
    esbuild.build({
      entryPoints: [path.join(root, "src", "client", "main.ts"), createRequire(path.join(root, "package.json")).resolve("site-generator/island/react-runtime")],
      bundle: true,
      format: "esm",
      splitting: true,
      minify: true,
      jsx: "automatic",
      outdir: path.join(out, "assets"),
      entryNames: "[name]-[hash]",
      define: { "process.env.NODE_ENV": '"production"' },
      plugins: [yamlAsData],
    }),
  ]);
  // Imported from inside the project, so that react resolves from its node_modules.
  const serverFile = path.join(root, ".cache", "baseline", `server-${process.pid}.mjs`);
  mkdirSync(path.dirname(serverFile), { recursive: true });
  writeFileSync(serverFile, server.outputFiles[0]!.contents);
  const site = ((await import(pathToFileURL(serverFile).href)) as { default: typeof SiteDefinition }).default;
  rmSync(serverFile);
  return site;
}

/** Each `*.md` of a folder, its front matter parsed as plain YAML, unchecked. */
function readMarkdownFiles(dir: string): { slug: string; data: Record<string, unknown>; body: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(dir, name), "utf8")) ?? [];
      return { slug: name.replace(/\.md$/, ""), data: parseYaml(frontMatter) as Record<string, unknown>, body };
    });
}

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

function readArticles(root: string, marked: Marked): Article[] {
  return readMarkdownFiles(path.join(root, "content", "blog"))
    .map(({ slug, data, body }) => ({
      slug,
      title: String(data.title),
      description: String(data.description),
      date: day(data.date),
      category: String(data.category),
      author: String(data.author),
      featured: data.featured === true,
      draft: false,
      cover: `/blog/${String(data.cover)}`,
      // The site's covers are SVG, published as they are: their size is all the baseline needs.
      coverImage: { src: `/blog/${String(data.cover)}`, width: 1200, height: 675, sources: [] },
      coverAlt: String(data.coverAlt),
      html: marked.parse(body, { async: false }) as string,
      readingMinutes: 3,
    }))
    .sort((a, b) => (a.date < b.date ? 1 : -1));
}

/** The legal pages' Markdown as one block of text each: the same work, without their sections. */
function readLegalDocuments(root: string, marked: Marked): LegalDocumentData[] {
  return readMarkdownFiles(path.join(root, "content", "legal")).map(({ slug, data, body }) => {
    const updatedOn = day(data.updated);
    const [title, label, description] = [String(data.title), String(data.label), String(data.description)];
    const intro = marked.parse(body, { async: false }) as string;
    return { slug, date: updatedOn, draft: false, title, label, description, updatedOn, intro, sections: [] };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const [root = process.cwd(), out = path.join(root, "dist-baseline")] = process.argv.slice(2);
  const pages = await baselineBuild(path.resolve(root), path.resolve(out));
  console.log(`baseline: ${pages} pages into ${out}`);
}
