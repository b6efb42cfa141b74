import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, existsSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE } from "../../src/site.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { projectBuild } from "../helpers/project-build.ts";
import { fileOf, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";
import { NOT_FOUND_FILE, SPEC_ROUTES } from "../helpers/spec-routes.ts";
import OWNER from "../../content/site/company.yaml";

const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ""));

describe("a build ready to publish", () => {
  let out: string;
  beforeAll(async () => {
    out = await projectBuild();
  });

  it("lists every indexable page in sitemap.xml as an absolute URL, and neither the 404 page nor a noindex page", () => {
    const sitemap = readFileSync(path.join(out, "sitemap.xml"), "utf8");
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // The spec's pages, in no order that matters to search engines (a composed product page comes
    // with the composed pages); a page the site adds may come among them.
    expect(urls).toEqual(expect.arrayContaining(SPEC_ROUTES.map((route) => SITE.siteUrl + route)));
    const pages = (readdirSync(out, { recursive: true }) as string[]).filter((file) => file.endsWith("index.html"));
    const noindex = pages.filter((file) => readPage(out, `/${file}`).querySelector('meta[name="robots"][content^="noindex"]'));
    // The newsletter's thank-you page, and the editor at /admin/ ("noindex, nofollow").
    expect(noindex.sort()).toEqual(["admin/index.html", "newsletter/merci/index.html"]);
    expect(urls.map((url) => `${url.slice(SITE.siteUrl.length + 1)}index.html`).sort()).toEqual(pages.filter((file) => !noindex.includes(file)).sort());
    expect(sitemap).not.toContain("404");
  });

  it("points robots.txt at the sitemap", () => {
    expect(readFileSync(path.join(out, "robots.txt"), "utf8")).toContain(`Sitemap: ${SITE.siteUrl}/sitemap.xml`);
  });

  it.each(SPEC_ROUTES)("gives %s its canonical URL, Open Graph and Twitter card tags", (route) => {
    const doc = readPage(out, fileOf(route));
    const meta = (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(SITE.siteUrl + route);
    expect(meta("og:url")).toBe(SITE.siteUrl + route);
    expect(meta("og:title")).toBe(doc.title);
    expect(meta("og:description")).toBe(meta("description"));
    expect(meta("og:locale")).toBe("fr_FR");
    // Its own card (tests/generator/share-cards.test.ts draws and measures them).
    expect(meta("og:image")).toMatch(new RegExp(`^${SITE.siteUrl}/share/[a-z0-9/-]+-[0-9a-f]{10}\\.jpg$`));
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
    expect(meta("twitter:card")).toBe("summary_large_image");
    // X falls back to og:title, og:description and og:image: the page does not repeat them.
    for (const key of ["twitter:title", "twitter:description", "twitter:image"]) expect(meta(key)).toBeUndefined();
    expect(meta("og:image:alt")?.length).toBeGreaterThan(20);
  });

  it("ships the default share image, which the 404 page announces, 1200×630", () => {
    expect(readPage(out, "404.html").querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(`${SITE.siteUrl}/share/default.png`);
    const png = readFileSync(path.join(out, "share", "default.png"));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("keeps the 404 page out of search engines", () => {
    const doc = readPage(out, "404.html");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it("describes the organisation in JSON-LD on the home page, where search engines look for it", () => {
    const organisation = jsonLd(readPage(out, "index.html")).find((data) => data["@type"] === "Organization");
    expect(organisation).toMatchObject({
      "@context": "https://schema.org",
      name: SITE.productName,
      url: `${SITE.siteUrl}/`,
      email: OWNER.contactEmail,
      sameAs: [OWNER.socialUrl],
    });
  });

  it.each([...SPEC_ROUTES.slice(1), NOT_FOUND_FILE])("leaves the organisation's description to the home page on %s", (route) => {
    expect(jsonLd(readPage(out, fileOf(route))).map((data) => data["@type"])).not.toContain("Organization");
  });

  // Google shows FAQ rich results for well-known government and health sites only (since August
  // 2023): FAQPage markup would cost the home page's first round trip 0.35 kB for nothing.
  it("marks the home page's FAQ up as nothing but its visible accordion", () => {
    expect(jsonLd(readPage(out, "index.html")).map((data) => data["@type"])).toEqual(["Organization"]);
  });

  // Every route but the first, the home page, which is every breadcrumb's root.
  it.each(SPEC_ROUTES.slice(1))("gives %s a breadcrumb from the home page", (route) => {
    const breadcrumb = jsonLd(readPage(out, fileOf(route))).find((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumb.itemListElement.map((item: { position: number; item: string }) => [item.position, item.item])).toEqual([
      [1, `${SITE.siteUrl}/`],
      [2, SITE.siteUrl + route],
    ]);
  });

  describe("_headers", () => {
    const headers = () => readFileSync(path.join(out, "_headers"), "utf8");
    const policy = () => /Content-Security-Policy: (.*)/.exec(headers())?.[1] ?? "";
    const directive = (name: string) => policy().split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

    // Each header is in every page's first round trip: none that a current browser ignores or warns of.
    it("sends no header that current browsers supersede or no longer know", () => {
      expect(headers()).not.toContain("X-Frame-Options");
      expect(headers()).not.toContain("interest-cohort");
    });

    // A keyword such as 'inline-speculation-rules' is an invalid source to WebKit, which logs it on every page.
    it("allows scripts only from the site and the scheduling provider, and the pages' speculation rules and loader's start by their hashes, and the search's WebAssembly its compilation", () => {
      const html = readFileSync(path.join(out, "index.html"), "utf8");
      const rules = /<script type="speculationrules">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
      const start = /<script data-loader="[^"]+">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
      const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      // 'wasm-unsafe-eval': the search's WebAssembly (Pagefind) compiles; JavaScript is never evaluated.
      expect(directive("script-src")).toBe(`script-src 'self' ${new URL(SITE.schedulingScriptUrl).origin} ${hash(rules)} ${hash(start)} 'wasm-unsafe-eval'`);
      expect(policy()).not.toMatch(/'unsafe-eval'/);
      expect(directive("script-src")).not.toMatch(/unsafe-inline/);
      expect(directive("frame-src")).toBe(`frame-src ${new URL(SITE.schedulingUrl).origin}`);
      expect(directive("default-src")).toBe("default-src 'self'");
      expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    });

    it("sets the other security headers on every path", () => {
      expect(headers()).toMatch(/^\/\*\n(  .+\n)*  X-Content-Type-Options: nosniff\n/m);
      for (const name of ["Referrer-Policy", "Permissions-Policy"]) expect(headers()).toContain(`  ${name}: `);
    });

    it("caches hashed assets forever and leaves pages to the hosts' default revalidation, with no rule a page", () => {
      expect(headers()).toContain("/assets/*\n  Cache-Control: max-age=31536000, immutable");
      expect(headers().match(/^\/\*\n(  .+\n)*/m)?.[0]).not.toContain("Cache-Control");
      // /admin/* carries the editor's own policy (cms/admin-policy.ts), and no Cache-Control either.
      expect(headers().split("\n").filter((line) => /^[^\s#]/.test(line))).toEqual(["/*", "/assets/*", "/admin/*"]);
      expect(headers().match(/^\/admin\/\*\n(  .+\n)*/m)?.[0]).not.toContain("Cache-Control");
    });

    it("allows no inline style element and no hash of one: the policy is the same for every build", () => {
      expect(directive("style-src")).toBe(`style-src 'self' ${new URL(SITE.schedulingScriptUrl).origin}`);
      // Two hashes in all, the same in every build: the speculation rules' (they name no base path)
      // and the loader's start's (it names no file).
      expect(policy().match(/sha256-/g)).toHaveLength(2);
      expect(policy()).not.toMatch(/'unsafe-eval'/);
      expect(directive("style-src-attr")).toBe("style-src-attr 'unsafe-inline'");
    });
  });

  it("writes .br and .gz siblings of every text file, which decompress to it", () => {
    // _host/ holds host configuration (CloudFront Functions among it), which no browser downloads.
    const files = (readdirSync(out, { recursive: true }) as string[]).filter(
      (file) => /\.(html|css|js|svg|xml|txt)$/.test(file) && !file.startsWith(`_host${path.sep}`),
    );
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const original = readFileSync(path.join(out, file));
      // Buffer.equals: toEqual compares the editor's 5.7 MB bundle byte by byte in a minute.
      expect(brotliDecompressSync(readFileSync(path.join(out, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(path.join(out, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
    expect(existsSync(path.join(out, "videos", "pilier-anticipation.mp4.gz"))).toBe(false);
    expect(existsSync(path.join(out, "_host", "cloudfront-viewer-request.js.gz"))).toBe(false);
  });
});

describe("site build --base /projet/ --no-compress", () => {
  let out: string;
  beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), "site-publish-base-"));
    expect((await runSite(["build", "--out", out, "--base", "/projet/", "--no-compress"])).code).toBe(0);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("writes sitemap, robots, share tags and headers under the base path", () => {
    expect(readFileSync(path.join(out, "sitemap.xml"), "utf8")).toContain(`<loc>${SITE.siteUrl}/projet/blog/</loc>`);
    expect(readFileSync(path.join(out, "robots.txt"), "utf8")).toContain(`Sitemap: ${SITE.siteUrl}/projet/sitemap.xml`);
    const image = readPage(out, "index.html").querySelector('meta[property="og:image"]')?.getAttribute("content");
    expect(image).toMatch(new RegExp(`^${SITE.siteUrl}/projet/share/index-[0-9a-f]{10}\\.jpg$`));
    expect(existsSync(path.join(out, image!.slice(`${SITE.siteUrl}/projet/`.length)))).toBe(true);
    expect(readFileSync(path.join(out, "_headers"), "utf8")).toContain("/projet/*\n");
    expect(readFileSync(path.join(out, "_headers"), "utf8")).toContain("/projet/assets/*\n");
  });

  it("writes no compressed siblings", () => {
    expect((readdirSync(out, { recursive: true }) as string[]).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});

describe("given a host that cannot send headers (cspMetaTag on)", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  beforeAll(async () => {
    project = await copyProject();
    const config = path.join(project.root, "src", "site.ts");
    writeFileSync(config, readFileSync(config, "utf8").replace("cspMetaTag: false", "cspMetaTag: true"));
    expect((await runSite(["build", "--no-compress"], project.root)).code).toBe(0);
  });
  afterAll(() => project.remove());

  it("puts the same policy, less frame-ancestors, in a meta tag before any resource", () => {
    const html = readFileSync(path.join(project.root, "dist", "index.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i.exec(html)?.[1]?.replace(/&#x27;/g, "'");
    expect(meta).toContain(`script-src 'self' ${new URL(SITE.schedulingScriptUrl).origin}`);
    expect(meta).not.toContain("frame-ancestors");
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<link"));
  });
});
