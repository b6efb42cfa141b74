import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../scripts/lib/launch-chromium.ts";
import { REVALIDATE } from "../../packages/generator/src/host/cache-control.ts";
import { SEARCH_FOLDER } from "../../src/models/navigation.ts";
import { openPage, type BrowserSite } from "../helpers/browser-site.ts";
import { startNginx, type RunningNginx } from "../helpers/nginx.ts";
import { projectBuild } from "../helpers/project-build.ts";
import { rawGet } from "../helpers/raw-get.ts";
import { startServer } from "../../packages/generator/src/serve/start-server.ts";

// Issue 50: the search's files behind a real nginx configured from the build's own include, as
// docs/hosts/nginx.md says: the policy nginx sends lets Pagefind run (its worker and WebAssembly
// included), and each kind of its files comes with its type and caching.

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

/** One file of the search's folder for each kind, by the end of its name, as the build wrote them. */
function oneOfEachKind(): Map<string, string> {
  const kinds = new Map<string, string>();
  const files = readdirSync(path.join(dist, SEARCH_FOLDER), { recursive: true, encoding: "utf8" }).filter((file) => !/\.(br|gz)$/.test(file));
  for (const file of files.filter((name) => name.includes("."))) kinds.set(path.extname(file), `/${SEARCH_FOLDER}/${file.split(path.sep).join("/")}`);
  return kinds;
}

describe("the search behind nginx", () => {
  it("serves Pagefind's scripts as JavaScript and its index as bytes it unpacks itself, each revalidated", async () => {
    const kinds = oneOfEachKind();
    expect([...kinds.keys()].sort()).toEqual([".js", ".json", ".pagefind", ".pf_fragment", ".pf_index", ".pf_meta"]);
    for (const [kind, target] of kinds) {
      const response = await rawGet(`${nginx.origin}${target}`, { "accept-encoding": "gzip" });
      expect(response.status, target).toBe(200);
      expect(response.headers["cache-control"], target).toBe(REVALIDATE);
      const type = String(response.headers["content-type"]);
      if (kind === ".js") expect(type, target).toMatch(/^(application|text)\/javascript/);
      else if (kind === ".json") expect(type, target).toMatch(/^application\/json/);
      else {
        // Already gzipped by Pagefind: a second encoding, or a type a browser would sniff, would break it.
        expect(type, target).toBe("application/octet-stream");
        expect(response.headers["content-encoding"], target).toBeUndefined();
      }
    }
  });

  it("finds pages in Chromium under the policy nginx sends, with no violation", async () => {
    const { page, context, messages } = await openPage({ browser } as BrowserSite);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`${nginx.origin}/blog/`);
    await searchChantier(page);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(messages).toEqual([]);
    await context.close();
  }, 60_000);
});

describe("the search of a site built with --base, as a GitHub Pages project site is", () => {
  const SUB_PATH = "/sous-dossier/";

  it("loads its index from under the base and leads to the pages there", async () => {
    const dir = await projectBuild({ base: SUB_PATH });
    const server = await startServer({ dir, port: 0, base: SUB_PATH });
    const { page, context, messages } = await openPage({ browser } as BrowserSite);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}blog/`);
    await searchChantier(page);
    const links = await page.$$eval(".search-dialog__results a", (found) => found.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.startsWith(SUB_PATH), link).toBe(true);
      expect(existsSync(path.join(dir, link.slice(SUB_PATH.length), "index.html")), link).toBe(true);
    }
    const index = asked.filter((path) => path.includes(`/${SEARCH_FOLDER}/`));
    expect(index.length).toBeGreaterThan(0);
    for (const path of index) expect(path.startsWith(`${SUB_PATH}${SEARCH_FOLDER}/`), path).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
    await server.close();
  }, 60_000);
});

/** Once the page's behaviours have started, opens the header's search and waits for the results of « chantier ». */
async function searchChantier(page: Page): Promise<void> {
  await page.waitForSelector('[data-menu="ready"]', { state: "attached" });
  await page.focus("a[data-search]");
  await page.waitForSelector("a[data-search][aria-haspopup=dialog]", { state: "attached" });
  await page.click("a[data-search]");
  await page.fill("#search-dialog-field", "chantier");
  await page.waitForSelector(".search-dialog__results a", { timeout: 30_000 });
}
