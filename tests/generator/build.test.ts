import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import OWNER from "../../content/site/company.yaml";
import { setSiteValue } from "../../scripts/lib/site-values.ts";
import { COMPANY_VALUES } from "../../src/content-registry/company-file.ts";
import { findPlaceholders } from "../../packages/generator/src/find-placeholders.ts";
import { PLACEHOLDER_MARKS, SITE, SPEC } from "../../src/site.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { fileOf, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";
import { NOT_FOUND_FILE, SPEC_ROUTES } from "../helpers/spec-routes.ts";

describe("site build", () => {
  let out: string;
  let run: RunResult;

  beforeAll(async () => {
    out = path.join(mkdtempSync(path.join(os.tmpdir(), "site-build-")), "dist");
    run = await runSite(["build", "--out", out]);
  });
  afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

  it("exits 0 and reports each route with raw and gzipped sizes and the total time", () => {
    expect(run.code).toBe(0);
    for (const route of [...SPEC_ROUTES, NOT_FOUND_FILE]) {
      expect(run.stdout).toMatch(new RegExp(`^  ${route.replace(/[.]/g, "\\.")} +[\\d.]+ k?B +[\\d.]+ k?B gz`, "m"));
    }
    expect(run.stdout).toMatch(/assets\/site-[0-9a-f]{10}\.css +[\d.]+ k?B/);
    expect(run.stdout).toMatch(/Built \d+ pages into .* in \d+\.\d\d s/);
  });

  it.each(SPEC_ROUTES)("writes %s as a complete document", (route) => {
    const html = readFileSync(path.join(out, fileOf(route)), "utf8");
    // The charset comes first in head; React writes the attribute as `charSet`, which HTML reads case-blind.
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"\/>/i);
    const doc = readPage(out, fileOf(route));
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute("content")).toContain("width=device-width");
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")?.length).toBeGreaterThan(40);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE.siteUrl}${route}`);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute("href")).toMatch(route === "/" ? /^\/assets\/favicon-[0-9a-f]{10}\.png$/ : /^data:image\/svg\+xml,%3Csvg%20/);
    expect(doc.querySelectorAll("header, main, footer")).toHaveLength(3);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
  });

  it("gives every page a distinct title", () => {
    const titles = SPEC_ROUTES.map((route) => readPage(out, fileOf(route)).title);
    expect(new Set(titles).size).toBe(SPEC_ROUTES.length);
  });

  it("writes 404.html, not indexed and without a canonical URL", () => {
    const doc = readPage(out, "404.html");
    expect(doc.body.textContent).toContain("Oops! Page not found");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("links the one shared minified stylesheet, then the page's own if any, and inlines no style element (the policy allows none)", () => {
    const file = readdirSync(path.join(out, "assets")).find((name) => /^site-[0-9a-f]{10}\.css$/.test(name));
    const css = readFileSync(path.join(out, "assets", file ?? ""), "utf8");
    // The globals: styles/tokens.css's switch to the web fonts (its constant tokens are written in).
    expect(css).toContain(":root[data-fonts]{--font-body:");
    expect(css).not.toMatch(/\n\s/);
    for (const route of [...SPEC_ROUTES, NOT_FOUND_FILE]) {
      const doc = readPage(out, fileOf(route));
      const sheets = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"));
      expect(sheets[0], route).toBe(`/assets/${file}`);
      expect(sheets.slice(1).every((sheet) => /^\/assets\/page-[0-9a-f]{10}\.css$/.test(sheet ?? "")), route).toBe(true);
      expect(sheets.length, route).toBeLessThanOrEqual(2);
      expect(doc.querySelector("style"), route).toBeNull();
    }
  });

  it("starts the one small loader from a classic inline script of the same text on every page, in the head (each has the menu)", () => {
    const sources = new Set<string>();
    const texts = new Set<string>();
    for (const route of [...SPEC_ROUTES, NOT_FOUND_FILE]) {
      // Structured data and Speculation Rules are data blocks: the browser runs no code from them.
      const scripts = [
        ...readPage(out, fileOf(route)).querySelectorAll('script:not([type="application/ld+json"]):not([type="speculationrules"])'),
      ];
      expect(scripts).toHaveLength(1);
      expect(scripts[0]?.hasAttribute("type")).toBe(false);
      expect(scripts[0]?.hasAttribute("src")).toBe(false);
      expect(scripts[0]?.parentElement?.tagName).toBe("HEAD");
      sources.add(scripts[0]?.getAttribute("data-loader") ?? "");
      texts.add(scripts[0]?.textContent ?? "");
    }
    expect([...sources]).toHaveLength(1);
    expect([...sources][0]).toMatch(/^\/assets\/main-[A-Z0-9]+\.js$/);
    // One text, so one hash in the policy (src/components/LoaderStart.tsx).
    expect(texts.size).toBe(1);
  });

  it("copies public files as they are", () => {
    expect(readFileSync(path.join(out, "favicon.svg"), "utf8")).toContain("<svg");
  });

  // Under assets/ it is kept a year and sent with the assets' few headers; search engines read it
  // from the home page, by its URL. A PNG: a browser decodes it without the document of its own an
  // SVG icon is drawn in (packages/generator/src/site-icon.ts).
  it("links a content-hashed 48 px PNG of public/favicon.svg from the home page", async () => {
    const href = readPage(out, "index.html").querySelector('link[rel="icon"]')?.getAttribute("href") ?? "";
    const png = readFileSync(path.join(out, href));
    expect(href).toBe(`/assets/favicon-${createHash("sha256").update(png).digest("hex").slice(0, 10)}.png`);
    const { default: sharp } = await import("sharp");
    const { format, width, height, hasAlpha } = await sharp(png).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({ format: "png", width: 48, height: 48, hasAlpha: true });
    // The same drawing: drawn from the SVG at that size in every colour, each channel of each pixel
    // within a few levels of the icon's 8 colours on average.
    const drawn = await sharp(readFileSync(path.join(out, "favicon.svg")), { density: (72 * 48) / 32 }).resize(48, 48).ensureAlpha().raw().toBuffer();
    const icon = await sharp(png).ensureAlpha().raw().toBuffer();
    expect(icon.length).toBe(drawn.length);
    expect(drawn.reduce((sum, level, index) => sum + Math.abs(level - icon[index]!), 0) / drawn.length).toBeLessThan(3);
  });

  // No request of its own in the page's first round trip, where its headers would weigh more than it.
  it.each(SPEC_ROUTES.filter((route) => route !== "/"))("writes the icon itself into %s, as a data: URL of the same image", (route) => {
    const href = readPage(out, fileOf(route)).querySelector('link[rel="icon"]')?.getAttribute("href") ?? "";
    const [type, data] = href.split(",");
    expect(type).toBe("data:image/svg+xml");
    expect(decodeURIComponent(data!)).toBe(readFileSync(path.join(out, "favicon.svg"), "utf8").trim());
    expect(data).not.toMatch(/[\s"<>#]/);
  });

  it("makes the output readable by a web server, like any folder", () => {
    expect(statSync(out).mode & 0o777).toBe(0o755);
  });

  it("leaves no staging folder beside the output", () => {
    expect(existsSync(out)).toBe(true);
    expect(readdirSync(path.dirname(out))).toEqual(["dist"]);
  });
});

describe("config placeholders", () => {
  // What the project's own configuration still holds of the stand-ins it shipped with: all of them
  // as shipped, none once a company has filled it in.
  const standIns = findPlaceholders({ SITE, SPEC, [COMPANY_VALUES]: OWNER }, PLACEHOLDER_MARKS);

  it("are listed as warnings by a normal build, each by its place and value", async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), "site-placeholders-"));
    const run = await runSite(["build", "--out", out]);
    rmSync(out, { recursive: true, force: true });
    expect(run.code).toBe(0);
    if (standIns.length === 0) {
      expect(run.stderr).not.toContain("placeholders");
      return;
    }
    expect(run.stderr).toContain(`warning ${standIns.length} config values are still placeholders`);
    // The team's values, in the content file the editor at /admin/ edits, are named by file and field.
    for (const { name, value } of standIns) expect(run.stderr).toContain(`  ${name} = ${JSON.stringify(value)}\n`);
  });

  it("fail a --strict build, which writes nothing", async () => {
    const project = await copyProject();
    try {
      const file = path.join(project.root, "src", "site.ts");
      writeFileSync(file, setSiteValue(readFileSync(file, "utf8"), "loginUrl", '"https://app.example.com/connexion"'));
      const run = await runSite(["build", "--strict"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("--strict:");
      expect(run.stderr).toContain('  SITE.loginUrl = "https://app.example.com/connexion"\n');
      expect(existsSync(path.join(project.root, "dist"))).toBe(false);
    } finally {
      await project.remove();
    }
  });
});

describe("site build --base /sous-dossier/", () => {
  let out: string;

  beforeAll(async () => {
    out = await projectBuild({ base: "/sous-dossier/" });
  });

  it.each([...SPEC_ROUTES, NOT_FOUND_FILE])("prefixes every internal URL of %s with the base", (route) => {
    const doc = readPage(out, fileOf(route));
    const urls = [...doc.querySelectorAll("[href], [src]")]
      .map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "")
      .filter((url) => url.startsWith("/"));
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url.startsWith("/sous-dossier/")).toBe(true);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    if (route !== NOT_FOUND_FILE) expect(canonical).toBe(`${SITE.siteUrl}/sous-dossier${route}`);
  });
});
