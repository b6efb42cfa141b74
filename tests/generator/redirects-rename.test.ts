import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type SiteServer } from "../../packages/generator/src/serve/start-server.ts";
import { SITE } from "../../src/site.ts";
import { startNginx, type RunningNginx } from "../helpers/nginx.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";

// Renaming an article's URL: a marketer changes an article's slug and lists its old URL
// in `redirectFrom`. Every host must then answer the old URL with 301 to the new one.
const OLD = "anticiper-pour-proteger-ses-marges";
const NEW = "proteger-ses-marges";
const ARTICLE = `content/blog/${OLD}.md`;

/** Adds lines at the end of an article's front matter. */
function addFrontMatter(root: string, file: string, lines: string): void {
  const full = path.join(root, file);
  writeFileSync(full, readFileSync(full, "utf8").replace(/\n---\n/, `\n${lines}\n---\n`));
}

/** One GET, redirects not followed: status and Location. */
function head(origin: string, target: string): Promise<{ status: number; location: string | undefined; csp: unknown }> {
  return new Promise((resolve, reject) => {
    request(`${origin}${target}`, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, location: res.headers.location, csp: res.headers["content-security-policy"] });
    })
      .on("error", reject)
      .end();
  });
}

describe("given an article renamed, its old URL in redirectFrom, and a site-wide redirect", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;
  let server: SiteServer;
  let nginx: RunningNginx;
  const read = (file: string) => readFileSync(path.join(dist, file), "utf8");

  beforeAll(async () => {
    vi.stubEnv("SITE_SERVE_LOG", "");
    project = await copyProject();
    dist = path.join(project.root, "dist");
    addFrontMatter(project.root, ARTICLE, `slug: ${NEW}\nredirectFrom: /blog/${OLD}/\nupdated: 2026-11-20`);
    const site = path.join(project.root, "src", "site.ts");
    writeFileSync(site, readFileSync(site, "utf8").replace("redirects: [] as", 'redirects: [{ from: "/offre/", to: "/signaux-affaires/" }] as'));
    const build = await runSite(["build", "--no-compress"], project.root);
    expect(build.code, build.stderr).toBe(0);
    server = await startServer({ dir: dist, port: 0 });
    nginx = await startNginx(dist);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await nginx?.stop();
    await project?.remove();
    vi.unstubAllEnvs();
  });

  it("writes the old URL into _redirects, nginx's and CloudFront's files, naming the file and field", () => {
    expect(read("_redirects")).toContain(`# from ${ARTICLE}, field redirectFrom\n/blog/${OLD}/ /blog/${NEW}/ 301\n/blog/${OLD} /blog/${NEW}/ 301\n`);
    expect(read("_redirects")).toContain("# from src/site.ts, SITE.redirects[0]\n/offre/ /signaux-affaires/ 301\n");
    expect(read("_host/nginx.conf")).toContain(`location = /blog/${OLD}/ {\n    return 301 /blog/${NEW}/$is_args$args;`);
    expect(read("_host/cloudfront-viewer-request.js")).toContain(`"/blog/${OLD}/":"/blog/${NEW}/"`);
  });

  it("publishes the article at its new URL only, with its updated day in the sitemap and the feed", () => {
    expect(read("sitemap.xml")).toContain(`<loc>${SITE.siteUrl}/blog/${NEW}/</loc><lastmod>2026-11-20</lastmod>`);
    expect(read("sitemap.xml")).not.toContain(OLD);
    // Hand-made pages get no lastmod: the build does not know when their text changed.
    expect(read("sitemap.xml")).toContain(`<url><loc>${SITE.siteUrl}/</loc></url>`);
    expect(read(`blog/${NEW}/index.html`)).toContain('"datePublished":"2026-11-17","dateModified":"2026-11-20"');
    expect(read("blog/feed.xml")).toContain(`<id>${SITE.siteUrl}/blog/${NEW}/</id>\n    <published>2026-11-17T00:00:00Z</published>\n    <updated>2026-11-20T00:00:00Z</updated>`);
  });

  it("is answered 301 to the new URL by site serve and by a real nginx, query string kept", async () => {
    for (const origin of [`http://127.0.0.1:${server.port}`, nginx.origin]) {
      for (const target of [`/blog/${OLD}/?utm_source=lettre`, `/blog/${OLD}?utm_source=lettre`]) {
        const answer = await head(origin, target);
        expect([origin, target, answer.status, answer.location]).toEqual([origin, target, 301, `/blog/${NEW}/?utm_source=lettre`]);
        expect(answer.csp, `${origin}${target}`).toBeTruthy();
      }
      expect((await head(origin, "/offre/")).location).toBe("/signaux-affaires/");
      expect((await head(origin, `/blog/${NEW}/`)).status).toBe(200);
    }
  });

  it("passes site check", async () => {
    const check = await runSite(["check"], project.root);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  // The same mistakes in the content are refused by the build itself, in French
  // (build-refuses-content-links.test.ts): here they are the developer's, in src/site.ts.
  it("fails site check on a redirect to nothing, a former URL that is a page, and one redirected twice, naming where they are written", async () => {
    const site = path.join(project.root, "src", "site.ts");
    const broken = '{ from: "/offre/", to: "/offre-disparue/" }, { from: "/mentions-legales/", to: "/" }, { from: "/offre/", to: "/" }';
    writeFileSync(site, readFileSync(site, "utf8").replace('{ from: "/offre/", to: "/signaux-affaires/" }', broken));
    const build = await runSite(["build", "--no-compress", "--out", "dist-broken"], project.root);
    expect(build.code, build.stderr).toBe(0);
    const check = await runSite(["check", "--out", "dist-broken"], project.root);
    expect(check.code).toBe(1);
    const lines = (check.stdout + check.stderr).split("\n");
    const find = (rule: string) => lines.find((line) => line.includes(`  ${rule}  `));
    expect(find("redirect-dangling")).toMatch(/dist-broken\/_redirects:3:1 {2}redirect-dangling {2}src\/site\.ts, SITE\.redirects\[0\]: "\/offre\/" → "\/offre-disparue\/": the output does not have "\/offre-disparue\/"/);
    expect(find("redirect-duplicate")).toContain('src/site.ts, SITE.redirects[2]: "/offre/" is already redirected by src/site.ts, SITE.redirects[0]');
    expect(find("redirect-shadows-page")).toContain('src/site.ts, SITE.redirects[1]: "/mentions-legales/" is a former URL, but the output has a page there (mentions-legales/index.html)');
  });
});
