import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../scripts/lib/launch-chromium.ts";
import { adminPolicy } from "../../packages/generator/src/cms/admin-policy.ts";
import { IMMUTABLE, REVALIDATE } from "../../packages/generator/src/host/cache-control.ts";
import { IMAGE_POLICY } from "../../packages/generator/src/host/host-headers.ts";
import { securityHeaders } from "../../src/render/security-policy.ts";
import { SITE } from "../../src/site.ts";
import { openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { everyIslandReady, visitIslandsInPage } from "../helpers/in-page.ts";
import { startNginx, type RunningNginx } from "../helpers/nginx.ts";
import { rawGet } from "../helpers/raw-get.ts";
import { projectBuild } from "../helpers/project-build.ts";

// The build served by a real nginx configured as docs/deploy.md says, every page loaded in
// Chromium: a policy or header the hosts' files get wrong shows only there.

let dist: string;
let nginx: RunningNginx;
let browser: Browser;

beforeAll(async () => {
  dist = await projectBuild();
  nginx = await startNginx(dist);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

/** Every page of the build: each index.html as its folder URL, and the 404 page at an unknown path. */
// The editor at /admin/ is no page of the site: its own policy and styles (cms-editing.test.ts).
const isEditor = (file: string) => file.startsWith(`admin${path.sep}`);

function pagesOfBuild(): string[] {
  const pages = (readdirSync(dist, { recursive: true }) as string[])
    .filter((file) => (file === "index.html" || file.endsWith(`${path.sep}index.html`)) && !isEditor(file))
    .map((file) => `/${file.split(path.sep).join("/")}`.replace(/index\.html$/, ""));
  return [...pages.sort(), "/une-page-qui-n-existe-pas/"];
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode). */
const get = (target: string, headers: Record<string, string> = {}) => rawGet(`${nginx.origin}${target}`, headers);

const assetOf = (pattern: RegExp) => {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`no ${pattern} in index.html`);
  return found;
};

describe("the build behind nginx configured from deploy/nginx.conf", () => {
  it("renders every page styled, with its fonts, no CSP violation, and every island hydrated", async () => {
    const pages = pagesOfBuild();
    const problems: string[] = [];
    let violations = 0;
    let islands = 0;
    for (const sitePath of pages) {
      // openPage only needs the browser: it intercepts every request off 127.0.0.1.
      const { page, context, messages } = await openPage({ browser } as BrowserSite, { viewport: { width: 375, height: 740 } });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = seen;
        document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await page.goto(nginx.origin + sitePath);
      const facts = await page.evaluate(async () => {
        await document.fonts.ready;
        const sheet = [...document.styleSheets].find((s) => s.href?.includes("/assets/site-"));
        return {
          sheetRules: sheet ? sheet.cssRules.length : 0,
          bodyFont: getComputedStyle(document.body).fontFamily,
          loadedFaces: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
          islands: document.querySelectorAll("[data-island]").length,
        };
      });
      if (facts.sheetRules === 0) problems.push(`${sitePath}: the stylesheet did not apply`);
      if (/^"?Times/.test(facts.bodyFont) || facts.bodyFont === "") problems.push(`${sitePath}: body font is ${facts.bodyFont}`);
      if (facts.loadedFaces.length === 0) problems.push(`${sitePath}: no font face loaded`);
      if (facts.islands > 0) {
        await page.evaluate(visitIslandsInPage);
        // A state, waited for: on a machine busy with other work a chunk may take many seconds.
        const ready = await page.waitForFunction(everyIslandReady, null, { timeout: 60_000 }).then(() => true, () => false);
        if (!ready) problems.push(`${sitePath}: an island did not hydrate`);
        islands += facts.islands;
      }
      const seen = [
        ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
        ...messages.filter((message) => message.includes("Content Security Policy")),
      ];
      violations += seen.length;
      problems.push(...seen.map((violation) => `${sitePath}: CSP violation ${violation}`));
      await context.close();
    }
    console.log(`nginx: ${pages.length} pages loaded in Chromium, ${islands} islands hydrated, ${violations} CSP violations`);
    expect(problems).toEqual([]);
    const htmlFiles = (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith(".html") && !isEditor(file));
    expect(pages).toHaveLength(htmlFiles.length);
  }, 180_000);

  it("opens a FAQ answer on click", async () => {
    const { page, context } = await openPage({ browser } as BrowserSite);
    await page.goto(`${nginx.origin}/`);
    await page.locator("#faq-question-1").scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="Accordion"][data-ready] #faq-question-1');
    await page.locator("#faq-question-1").click();
    expect(await page.locator("#faq-question-1").getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("#faq-answer-1").isVisible()).toBe(true);
    await context.close();
  });

  it("sends the editor at /admin/ with its own policy, and the site's pages with the site's", async () => {
    const editor = await get("/admin/");
    expect(editor.headers["content-security-policy"]).toBe(adminPolicy(SITE.cms.backend));
    expect(editor.headers["x-content-type-options"]).toBe("nosniff");
    expect((await get("/blog/")).headers["content-security-policy"]).toBe(securityHeaders(SITE)["Content-Security-Policy"]);
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    const response = await get("/une-page-qui-n-existe-pas/");
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(readFileSync(path.join(dist, "404.html"), "utf8"));
  });

  it("redirects a folder without its slash with a relative Location", async () => {
    const response = await get("/blog");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/blog/");
  });

  it.each(["/", "css", "js"])("sends the build's gzip and brotli siblings for %s", async (which) => {
    const target = which === "css" ? assetOf(/href="(\/assets\/site-[^"]+\.css)"/) : which === "js" ? assetOf(/data-loader="(\/assets\/main-[^"]+\.js)"/) : which;
    const original = readFileSync(path.join(dist, target === "/" ? "index.html" : target.slice(1)));
    const gzip = await get(target, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body)).toEqual(original);
    const br = await get(target, { "Accept-Encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body)).toEqual(original);
  });

  it.each(["/_headers", "/_host/nginx.conf", "/_host/cloudfront-viewer-response.js", "/.env"])("refuses %s with the 404 page", async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(readFileSync(path.join(dist, "404.html"), "utf8"));
  });

  it("sends the security headers with a page, a redirect and a 404, a missing asset's or image's included", async () => {
    const targets = ["/blog/", "/blog", "/nope", "/assets/nope.js", "/blog/images/nope.svg"];
    for (const target of targets) {
      const response = await get(target);
      for (const [name, value] of Object.entries(securityHeaders(SITE))) {
        expect(response.headers[name.toLowerCase()], `${name} on ${target}`).toBe(value);
      }
    }
  });

  it("sends an image nosniff and a policy that lets it do nothing, not the page policy", async () => {
    const cover = /src="(\/blog\/images\/[^"]+\.svg)"/.exec(readFileSync(path.join(dist, "blog", "index.html"), "utf8"))![1]!;
    for (const target of ["/favicon.svg", cover]) {
      const response = await get(target);
      expect(response.status, target).toBe(200);
      expect(response.headers["content-security-policy"], target).toBe(IMAGE_POLICY);
      expect(response.headers["x-content-type-options"], target).toBe("nosniff");
      expect(response.headers["permissions-policy"], target).toBeUndefined();
    }
  });

  // nginx repeats every header in full on every HTTP/2 response: a stylesheet, script or font, never
  // a document, gets only what it obeys.
  it("sends an existing stylesheet or script nosniff, not the documents' headers nor an ETag", async () => {
    for (const target of [assetOf(/href="(\/assets\/site-[^"]+\.css)"/), assetOf(/data-loader="(\/assets\/main-[^"]+\.js)"/)]) {
      const { headers } = await get(target);
      expect(headers["x-content-type-options"], target).toBe("nosniff");
      // Nor an ETag: its URL changes with its content, so no browser asks whether it changed.
      for (const name of ["content-security-policy", "x-frame-options", "permissions-policy", "referrer-policy", "etag"]) {
        expect(headers[name], `${name} on ${target}`).toBeUndefined();
      }
    }
  });

  // Each byte of a response's headers is in the first round trip: the label only where it is read.
  it("labels pages and XML UTF-8, not stylesheets, scripts or SVG, which are read as such without it", async () => {
    expect((await get("/blog/")).headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await get("/sitemap.xml")).headers["content-type"]).toMatch(/xml; charset=utf-8$/);
    for (const target of [assetOf(/href="(\/assets\/site-[^"]+\.css)"/), assetOf(/data-loader="(\/assets\/main-[^"]+\.js)"/), "/favicon.svg"]) {
      expect((await get(target)).headers["content-type"], target).not.toContain("charset");
    }
  });

  it("revalidates a page by its date, with no ETag (nginx makes one from the date and size)", async () => {
    const page = await get("/blog/");
    expect(page.headers.etag).toBeUndefined();
    const since = String(page.headers["last-modified"] ?? "");
    expect(since).toBeTruthy();
    expect((await get("/blog/", { "if-modified-since": since })).status).toBe(304);
  });

  it("keeps existing assets a year, immutable, and nothing else", async () => {
    expect((await get(assetOf(/data-loader="(\/assets\/main-[^"]+\.js)"/))).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await get("/blog/")).headers["cache-control"]).toBe(REVALIDATE);
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe(REVALIDATE);
    const missing = await get("/assets/nope.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"] ?? "").not.toContain("immutable");
  });
});
