import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { categoryPath } from "../../src/models/blog/article.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";
import { startServer, type SiteServer } from "../../packages/generator/src/serve/start-server.ts";
import { SITE } from "../../src/site.ts";
import { addSyntheticArticles } from "../../scripts/synthetic-articles.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";

// A category renamed by the marketing team: its name and its address change in
// content/blog-pages.yaml, its former address in its redirectFrom (the editor at /admin/ adds it).
// Its articles name its key, which does not change: they keep their category.
const [RENAMED] = BLOG_CATEGORIES;
const NAME = "Stratégie et rentabilité";
const SLUG = "strategie-et-rentabilite";
/** Generated articles, one category after another: each category's listing runs to a third page. */
const GENERATED = BLOG_CATEGORIES.length * (2 * SITE.blogPageSize + 1);

/** How `site serve` answers `address`: its status, and where a redirect leads. */
const answerOf = (port: number, address: string) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    request(`http://127.0.0.1:${port}${address}`, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, location: res.headers.location });
    })
      .on("error", reject)
      .end();
  });

describe("given a category whose name and address changed, its former address in redirectFrom", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;
  let server: SiteServer;
  let article: string;

  beforeAll(async () => {
    vi.stubEnv("SITE_SERVE_LOG", "");
    project = await copyProject();
    dist = path.join(project.root, "dist");
    const file = path.join(project.root, "content", "blog-pages.yaml");
    const before = readFileSync(file, "utf8");
    const renamed = before.replace(
      `  - key: ${RENAMED!.key}\n    name: ${RENAMED!.name}\n    slug: ${RENAMED!.slug}\n`,
      `  - key: ${RENAMED!.key}\n    name: ${NAME}\n    slug: ${SLUG}\n    redirectFrom: [${categoryPath(RENAMED!)}]\n`,
    );
    expect(renamed).not.toBe(before);
    writeFileSync(file, renamed);
    addSyntheticArticles(project.root, GENERATED);
    const blog = path.join(project.root, "content", "blog");
    article = ["anticiper-pour-proteger-ses-marges", "exploiter-les-permis-de-construire", "identifier-les-decideurs-chez-un-maitre-d-ouvrage"].find((slug) =>
      readFileSync(path.join(blog, `${slug}.md`), "utf8").includes(`\ncategory: ${RENAMED!.key}\n`),
    )!;
    const build = await runSite(["build", "--no-compress"], project.root);
    expect(build.code, build.stderr).toBe(0);
    server = await startServer({ dir: dist, port: 0 });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await project?.remove();
    vi.unstubAllEnvs();
  });

  it("keeps its articles, which show its new name, listed on its page at its new address", () => {
    expect(plainText(readPage(dist, `blog/${article}/index.html`).querySelector(".article__header")!)).toContain(NAME);
    const page = readPage(dist, `${categoryPath({ slug: SLUG }).slice(1)}index.html`);
    expect(plainText(page.querySelector("h1")!)).toBe(NAME);
    expect(page.querySelectorAll("main .blog-post h3").length).toBeGreaterThan(0);
  });

  it("answers its former address with a 301 to the new one, written for every host with the file and field that list it", async () => {
    expect(readFileSync(path.join(dist, "_redirects"), "utf8")).toContain(
      `# from content/blog-pages.yaml, categories[0].redirectFrom\n${categoryPath(RENAMED!)} ${categoryPath({ slug: SLUG })} 301\n`,
    );
    expect(await answerOf(server.port, categoryPath(RENAMED!))).toEqual({ status: 301, location: categoryPath({ slug: SLUG }) });
  });

  it("answers each further page of its former listing with a 301 to that page at the new address, and no page past its last", async () => {
    const pages = readdirSync(path.join(dist, categoryPath({ slug: SLUG }).slice(1), "page")).length + 1;
    expect(pages).toBeGreaterThan(2);
    for (let page = 2; page <= pages; page++) {
      expect(await answerOf(server.port, categoryPath(RENAMED!, page))).toEqual({ status: 301, location: categoryPath({ slug: SLUG }, page) });
    }
    expect((await answerOf(server.port, categoryPath(RENAMED!, pages + 1))).status).toBe(404);
  });

  it("passes site check", async () => {
    const check = await runSite(["check"], project.root);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });
});
