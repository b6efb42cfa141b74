import vm from "node:vm";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { articleSchema as articleFrontMatter } from "../../src/content-registry/schemas/article.ts";
import { parseFrontMatter } from "../../packages/generator/src/content/front-matter.ts";
import { hostFiles } from "../../packages/generator/src/host/host-files.ts";
import { hostRedirects } from "../../packages/generator/src/host/redirects.ts";
import { startServer, type SiteServer } from "../../packages/generator/src/serve/start-server.ts";
import { renderAtomFeed, renderSitemap } from "../../packages/generator/src/seo-files.ts";
import { get } from "../../packages/generator/tests/helpers/serve-http.ts";

const SECURITY = { "Content-Security-Policy": "default-src 'self'" };
const RENAMED = [{ from: "/blog/ancien-nom/", to: "/blog/nouveau-nom/", origin: "content/blog/nouveau-nom.md, field redirectFrom" }];

describe("a redirect, as every host gets it", () => {
  const files = new Map(hostFiles(SECURITY, "/sub/", hostRedirects(RENAMED, "/sub/")));

  it("is written under the base path, its source with and without the trailing slash, with where it was written", () => {
    expect(files.get("_redirects")).toBe(
      "# Written by `site build`: rebuild rather than edit.\n" +
        "# from content/blog/nouveau-nom.md, field redirectFrom\n" +
        "/sub/blog/ancien-nom/ /sub/blog/nouveau-nom/ 301\n" +
        "/sub/blog/ancien-nom /sub/blog/nouveau-nom/ 301\n",
    );
  });

  it("is an exact nginx location answering 301 with the query string and the security headers", () => {
    const nginx = files.get("_host/nginx.conf")!;
    for (const from of ["/sub/blog/ancien-nom/", "/sub/blog/ancien-nom"]) {
      expect(nginx).toContain(
        `location = ${from} {\n    return 301 /sub/blog/nouveau-nom/$is_args$args;\n    add_header Content-Security-Policy "default-src 'self'" always;\n}`,
      );
    }
  });

  it("is answered by the CloudFront viewer-request function, query string kept, before the folder rules", () => {
    const context: { handler?: (event: unknown) => { statusCode?: number; uri?: string; headers?: Record<string, { value: string }> } } = {};
    vm.runInNewContext(files.get("_host/cloudfront-viewer-request.js")!, context);
    const request = (uri: string, querystring = {}) => ({ request: { method: "GET", uri, querystring, headers: {}, cookies: {} } });
    const moved = context.handler!(request("/sub/blog/ancien-nom", { utm_source: { value: "lettre" } }));
    expect(moved.statusCode).toBe(301);
    expect(moved.headers?.location?.value).toBe("/sub/blog/nouveau-nom/?utm_source=lettre");
    expect(moved.headers?.["content-security-policy"]?.value).toBe("default-src 'self'");
    expect(context.handler!(request("/sub/blog/nouveau-nom/")).uri).toBe("/sub/blog/nouveau-nom/index.html");
  });

  it("stops the build, naming where it was written, when no host file could hold its path", () => {
    expect(() => hostRedirects([{ from: "/blog/ancien nom/", to: "/blog/", origin: "src/site.ts, SITE.redirects[0]" }], "/")).toThrow(
      'src/site.ts, SITE.redirects[0]: "/blog/ancien nom/" is not a site path',
    );
    expect(() => hostRedirects([{ from: "/a/", to: "/../etc/", origin: "x" }], "/")).toThrow("is not a site path");
  });
});

describe("an article's front matter", () => {
  const schema = articleFrontMatter(z);
  const article = { title: "T", description: "D", date: "2026-03-10", category: "C", author: "A", cover: "images/c.svg", coverAlt: "C" };

  it("takes one former URL or a list of them, and an updated day", () => {
    expect(schema.parse({ ...article, redirectFrom: "/blog/ancien/" }).redirectFrom).toEqual(["/blog/ancien/"]);
    expect(schema.parse({ ...article, redirectFrom: ["/a/", "/b"], updated: "2026-04-01" })).toMatchObject({ redirectFrom: ["/a/", "/b"], updated: "2026-04-01" });
    expect(schema.parse(article).redirectFrom).toEqual([]);
  });

  it("refuses an updated day before the date, and a former URL no host could hold, naming the field", () => {
    const early = schema.safeParse({ ...article, updated: "2026-03-09" });
    expect(early.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["updated", "doit tomber le jour de la publication (le champ « date ») ou après"]]);
    const spaced = schema.safeParse({ ...article, redirectFrom: ["/blog/un article/"] });
    expect(spaced.error?.issues[0]?.path).toEqual(["redirectFrom", 0]);
  });

  it("is refused as the build says it, with the file, the line and the field", () => {
    const source = `---\n${Object.entries(article).map(([key, value]) => `${key}: "${value}"`).join("\n")}\nupdated: 2026-03-01\n---\n\nTexte.\n`;
    expect(() => parseFrontMatter("content/blog/x.md", source, { schema, values: new Map() })).toThrow(
      "content/blog/x.md:9: le champ « updated » doit tomber le jour de la publication (le champ « date ») ou après, et non « 2026-03-01 »",
    );
    // One former URL written alone, not as a list: the message shows it, at its line.
    const spaced = source.replace("updated: 2026-03-01", "redirectFrom: /blog/un article/");
    expect(() => parseFrontMatter("content/blog/x.md", spaced, { schema, values: new Map() })).toThrow(
      "content/blog/x.md:9: le champ « redirectFrom[0] » doit être un chemin du site : /, puis lettres, chiffres et - . _ ~ / seulement, par exemple /blog/ancien-nom/, et non « /blog/un article/ »",
    );
  });
});

describe("the sitemap and the feed", () => {
  it("give lastmod only to pages whose day of change is known", () => {
    expect(renderSitemap([{ url: "https://x.fr/" }, { url: "https://x.fr/blog/a/", lastModified: "2026-04-01" }])).toContain(
      "  <url><loc>https://x.fr/</loc></url>\n  <url><loc>https://x.fr/blog/a/</loc><lastmod>2026-04-01</lastmod></url>",
    );
  });

  it("date each entry's <updated> by its updated day, and the feed's by the latest change", () => {
    const feed = { file: "blog/feed.xml", title: "Blog", home: "/blog/", lang: "fr", item: (entry: { slug: string; updated?: string }) => ({ title: entry.slug, path: `/blog/${entry.slug}/`, author: "A", summary: "S", ...(entry.updated ? { updated: entry.updated } : {}) }) };
    const entries = [
      { slug: "recent", date: "2026-05-01", draft: false },
      { slug: "revu", date: "2026-03-01", updated: "2026-06-15", draft: false },
    ];
    const xml = renderAtomFeed(feed, entries, (p) => `https://x.fr${p}`);
    expect(xml).toMatch(/<id>https:\/\/x\.fr\/blog\/<\/id>\n {2}<updated>2026-06-15T00:00:00Z<\/updated>/);
    expect(xml).toContain("<published>2026-03-01T00:00:00Z</published>\n    <updated>2026-06-15T00:00:00Z</updated>");
    expect(xml).toContain("<published>2026-05-01T00:00:00Z</published>\n    <updated>2026-05-01T00:00:00Z</updated>");
  });
});

describe("site serve under a base path, with a _redirects file", () => {
  let dist: string;
  let server: SiteServer;
  beforeAll(async () => {
    vi.stubEnv("SITE_SERVE_LOG", "");
    dist = await mkdtemp(path.join(os.tmpdir(), "site-redirects-"));
    await mkdir(path.join(dist, "blog", "nouveau-nom"), { recursive: true });
    await writeFile(path.join(dist, "blog", "nouveau-nom", "index.html"), "<!doctype html><title>x</title>\n");
    await writeFile(path.join(dist, "404.html"), "<!doctype html><title>404</title>\n");
    await writeFile(path.join(dist, "_redirects"), new Map(hostFiles(SECURITY, "/sub/", hostRedirects(RENAMED, "/sub/"))).get("_redirects")!);
    server = await startServer({ dir: dist, port: 0, base: "/sub/" });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  it("answers a former URL, in both forms, with 301 to the new one, query string kept", async () => {
    for (const from of ["/sub/blog/ancien-nom/?utm_source=lettre", "/sub/blog/ancien-nom?utm_source=lettre"]) {
      const res = await get(server, from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location")).toBe("/sub/blog/nouveau-nom/?utm_source=lettre");
    }
  });

  it("does not redirect the former URL outside the base path, and never serves _redirects", async () => {
    expect((await get(server, "/blog/ancien-nom/")).status).toBe(404);
    expect((await get(server, "/sub/_redirects")).status).toBe(404);
  });
});
