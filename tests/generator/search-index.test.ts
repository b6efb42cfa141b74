import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_FOLDER } from "../../src/models/navigation.ts";
import { SITE } from "../../src/site.ts";
import { projectBuild } from "../helpers/project-build.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";

// Issue 50: `site build` writes the search index of the pages it builds, with them.

const SUB_PATH = "/sous-dossier/";

/** The output's pages that the search indexes: those whose main landmark says so. */
function searchablePages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html") && readPage(dir, file).querySelector("main[data-pagefind-body]"));
}

/** Each page the index holds, read from its fragments (gzipped JSON after a signature): its address and text. */
function indexed(dir: string): { url: string; content: string }[] {
  const fragments = path.join(dir, SEARCH_FOLDER, "fragment");
  return readdirSync(fragments).map((file) => {
    const text = gunzipSync(readFileSync(path.join(fragments, file))).toString("utf8");
    return JSON.parse(text.slice(text.indexOf("{"))) as { url: string; content: string };
  });
}

const indexedUrls = (dir: string) => indexed(dir).map(({ url }) => url);

describe("site build's search index", () => {
  it("holds every searchable page, and no listing, in the site's language", async () => {
    const dir = await projectBuild();
    const entry = JSON.parse(readFileSync(path.join(dir, SEARCH_FOLDER, "pagefind-entry.json"), "utf8")) as { languages: Record<string, { page_count: number }> };
    const pages = searchablePages(dir);
    expect(Object.keys(entry.languages)).toEqual([SITE.lang]);
    expect(entry.languages[SITE.lang]!.page_count).toBe(pages.length);
    expect(indexedUrls(dir).sort()).toEqual(pages.map((file) => `/${file.replace(/index\.html$/, "")}`).sort());
    // The blog's listing is where the search leads without JavaScript, not one of its results.
    expect(pages).not.toContain("blog/index.html");
    // Pagefind's ready-made interfaces are left out: the site's own dialog uses its API.
    expect(readdirSync(path.join(dir, SEARCH_FOLDER)).filter((file) => file.startsWith("pagefind-ui"))).toEqual([]);
  });

  it("leaves out what many pages repeat: the call-to-action bands and the booking section", async () => {
    const dir = await projectBuild();
    const repeated = new Set(searchablePages(dir).flatMap((file) => [...readPage(dir, file).querySelectorAll("main [data-pagefind-ignore] h2")].map((title) => title.textContent!.trim())));
    // The blog's band, the references' and the booking section's at least.
    expect(repeated.size).toBeGreaterThanOrEqual(3);
    const texts = indexed(dir).map(({ content }) => content);
    for (const title of repeated) expect(texts.filter((content) => content.includes(title)), title).toEqual([]);
  });

  it(`under --base ${SUB_PATH}, links its results and names its script there`, async () => {
    const dir = await projectBuild({ base: SUB_PATH });
    const urls = indexedUrls(dir);
    expect(urls.length).toBe(searchablePages(dir).length);
    for (const url of urls) expect(url.startsWith(SUB_PATH)).toBe(true);
    const script = readPage(dir, "index.html").querySelector("a[data-search]")!.getAttribute("data-search")!;
    expect(script).toBe(`${SUB_PATH}${SEARCH_FOLDER}/pagefind.js`);
    expect(readFileSync(path.join(dir, script.slice(SUB_PATH.length))).byteLength).toBeGreaterThan(0);
  });

  describe("when a build fails", () => {
    let project: Awaited<ReturnType<typeof copyProject>>;
    beforeAll(async () => {
      project = await copyProject();
    });
    afterAll(() => project.remove());

    it("leaves the index of the previous build with its pages, and the next good build indexes the new article", async () => {
      const out = path.join(project.root, "dist");
      expect((await runSite(["build", "--out", out], project.root)).code).toBe(0);
      const before = indexedUrls(out).sort();
      const blog = path.join(project.root, "content", "blog");
      const [model] = readdirSync(blog).filter((file) => file.endsWith(".md"));
      const article = readFileSync(path.join(blog, model!), "utf8").replace(/^title: .*$/m, 'title: "Un article de plus"');
      writeFileSync(path.join(blog, "un-article-de-plus.md"), article.replace(/^date: .*$/m, "date: pas une date"));
      expect((await runSite(["build", "--out", out], project.root)).code).toBe(1);
      expect(indexedUrls(out).sort()).toEqual(before);
      writeFileSync(path.join(blog, "un-article-de-plus.md"), article);
      expect((await runSite(["build", "--out", out], project.root)).code).toBe(0);
      expect(indexedUrls(out).sort()).toEqual([...before, "/blog/un-article-de-plus/"].sort());
    }, 180_000);
  });
});
