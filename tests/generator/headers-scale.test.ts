import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "netlify-headers-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkHeadersFile, HEADERS_FILE_MAX_LINE_CHARS, HEADERS_FILE_MAX_RULES } from "../../packages/generator/src/check/check-headers-file.ts";
import { adminPolicy } from "../../packages/generator/src/cms/admin-policy.ts";
import { IMMUTABLE } from "../../packages/generator/src/host/cache-control.ts";
import { securityHeaders } from "../../src/render/security-policy.ts";
import { SITE } from "../../src/site.ts";
import { blogAtScale } from "../helpers/blog-at-scale.ts";
import { readPage } from "../helpers/read-dist.ts";
import { copyProject } from "../helpers/project-copy.ts";

// `_headers` must not grow one rule a page: at 93 articles that would pass
// Cloudflare Pages' 100 rules, with no word from the build. Here the blog has 250 articles, more
// than twice that (a thousand took four times the build for nothing more to see), and
// the file is read by Netlify's own parser. The same build shows the listing's pagination at scale.
const ARTICLES = 250;
/** The editor at /admin/ (packages/generator/src/cms/). */
const EDITOR = "/admin/";

interface ParsedHeader {
  for: string;
  forRegExp?: RegExp;
  values: Record<string, string>;
}
// The package's declarations mark `headersFiles` as never[] and the config path as required.
const parse = parseAllHeaders as unknown as (options: { headersFiles: string[]; minimal: boolean }) => Promise<{
  headers: ParsedHeader[];
  errors: Error[];
}>;

describe(`given a blog of ${ARTICLES} generated articles`, () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;
  let file: string;
  let pagePaths: string[];

  beforeAll(async () => {
    ({ project, dist } = await blogAtScale(ARTICLES));
    file = path.join(dist, "_headers");
    pagePaths = (readdirSync(dist, { recursive: true }) as string[])
      .filter((name) => name.endsWith("index.html"))
      .map((name) => `/${name.split(path.sep).join("/")}`.replace(/index\.html$/, ""));
    pagePaths.push("/404.html");
  }, 300_000);
  afterAll(() => project?.remove());

  it("builds every article page", () => {
    expect(pagePaths.filter((page) => page.startsWith("/blog/bench-"))).toHaveLength(ARTICLES);
  });

  // The same blog's listing runs over dozens of pages: its pagination links a window of them.
  it("links from each listing page to the first, the last and its neighbours only, not to every page", () => {
    const listing = pagePaths.filter((page) => /^\/blog\/page\/\d+\/$/.test(page)).map((page) => Number(/\d+/.exec(page)![0]));
    const last = Math.max(...listing);
    expect(last).toBeGreaterThan(10);
    const linked = (page: number) => [...readPage(dist, `blog/page/${page}/index.html`).querySelectorAll(".pagination__pages a")].map((link) => link.getAttribute("href"));
    expect(linked(5)).toEqual(["/blog/", "/blog/page/4/", "/blog/page/5/", "/blog/page/6/", `/blog/page/${last}/`]);
  });

  it("writes a _headers that Netlify's parser reads with no error, within Cloudflare Pages' limits", async () => {
    const { headers, errors } = await parse({ headersFiles: [file], minimal: true });
    expect(errors).toEqual([]);
    console.log(`_headers at ${ARTICLES} articles (${pagePaths.length} pages): ${headers.length} rules`);
    expect(headers.length).toBeLessThanOrEqual(HEADERS_FILE_MAX_RULES);
    for (const line of readFileSync(file, "utf8").split("\n")) expect(line.length).toBeLessThan(HEADERS_FILE_MAX_LINE_CHARS);
    expect(await checkHeadersFile(dist, new Set(["_headers"]))).toEqual([]);
  });

  /** The headers Netlify gives a path: every matching rule's, as its own matcher decides. */
  async function headersFor(sitePath: string): Promise<Record<string, string>> {
    const { headers } = await parse({ headersFiles: [file], minimal: false });
    return Object.assign({}, ...headers.filter((rule) => rule.forRegExp!.test(sitePath)).map((rule) => rule.values));
  }

  it("gives every page the security headers, and no Cache-Control, so the host's default revalidation applies", async () => {
    const sitePages = pagePaths.filter((page) => page !== EDITOR);
    expect(sitePages.length).toBe(pagePaths.length - 1);
    for (const page of sitePages) expect(await headersFor(page), page).toEqual(securityHeaders(SITE));
    // The editor's page: the same headers, but its own policy (Decap CMS evaluates code), taken from the later rule.
    expect(await headersFor(EDITOR)).toEqual({ ...securityHeaders(SITE), "Content-Security-Policy": adminPolicy(SITE.cms.backend) });
  });

  it("gives the hashed assets the security headers and a year, immutable", async () => {
    const assets = readdirSync(path.join(dist, "assets"));
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(await headersFor(`/assets/${asset}`), asset).toEqual({ ...securityHeaders(SITE), "Cache-Control": IMMUTABLE });
    }
  });
});
