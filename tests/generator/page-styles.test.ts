import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectorClasses } from "../../packages/generator/src/css-selectors.ts";
import { fileOf, readPage } from "../helpers/read-dist.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";
import { NOT_FOUND_FILE, SPEC_ROUTES } from "../helpers/spec-routes.ts";

// Each page carries only the CSS of what it renders, a shared sheet cached across pages.
describe("each page's stylesheets", () => {
  let out: string;
  let run: RunResult;
  const sheetsOf = (file: string) =>
    [...readPage(out, file).querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href")!.slice(1));
  const text = (sheet: string) => readFileSync(path.join(out, sheet), "utf8");
  const pages = () => [...SPEC_ROUTES.map(fileOf), NOT_FOUND_FILE, ...articles()];
  const articles = () =>
    readdirSync(path.join(out, "blog"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !["categorie", "images"].includes(entry.name))
      .map((entry) => `blog/${entry.name}/index.html`);

  beforeAll(async () => {
    out = path.join(mkdtempSync(path.join(os.tmpdir(), "site-page-styles-")), "dist");
    run = await runSite(["build", "--out", out]);
    expect(run.code).toBe(0);
  });
  afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

  it("links the one shared stylesheet first on every page, then at most the page's own", () => {
    const shared = new Set(pages().map((file) => sheetsOf(file)[0]));
    expect([...shared]).toHaveLength(1);
    expect([...shared][0]).toMatch(/^assets\/site-[0-9a-f]{10}\.css$/);
    for (const file of pages()) expect(sheetsOf(file).slice(1), file).toSatisfy((own: string[]) => own.length <= 1 && own.every((sheet) => /^assets\/page-[0-9a-f]{10}\.css$/.test(sheet)));
  });

  it("links no page to the CSS of what the scripts make: one stylesheet of its own, which every page names for its scripts", () => {
    const named = readPage(out, "index.html").querySelector("[data-stylesheet]")?.getAttribute("data-stylesheet") ?? "";
    const sheet = named.slice(1);
    expect(sheet).toMatch(/^assets\/script-[0-9a-f]{10}\.css$/);
    expect(text(sheet)).toContain(".privacy-dialog");
    expect(text(sheet)).toContain(".booking__start");
    for (const file of pages()) {
      expect(readPage(out, file).querySelector("[data-stylesheet]")?.getAttribute("data-stylesheet"), file).toBe(named);
      expect(sheetsOf(file).map(text).join(""), file).not.toMatch(/\.privacy-dialog|\.booking__start/);
    }
  });

  it("gives pages made from the same component one file: the articles, the legal pages", () => {
    const own = (files: string[]) => new Set(files.map((file) => sheetsOf(file)[1]));
    expect(articles().length).toBeGreaterThan(1);
    expect([...own(articles())]).toHaveLength(1);
    expect([...own(["mentions-legales/index.html", "cgu-cgv/index.html", "politique-de-confidentialite/index.html"])]).toHaveLength(1);
    expect(sheetsOf("index.html")[1]).not.toBe(sheetsOf("signaux-affaires/index.html")[1]);
  });

  it("keeps the solution pages' rules off a legal page", () => {
    const css = sheetsOf("mentions-legales/index.html").map(text).join("");
    expect(css).toContain(".legal");
    for (const rule of [".signal-panel", ".search-mock", ".mock-filters", ".hero__grid", ".accordion"]) expect(css).not.toContain(rule);
    const all = readdirSync(path.join(out, "assets")).filter((name) => name.endsWith(".css"));
    const total = all.reduce((sum, name) => sum + text(`assets/${name}`).length, 0);
    expect(css.length).toBeLessThan(total * 0.4);
  });

  it("links every rule that can match a page: each selector whose classes the page all carries", () => {
    const everySheet = readdirSync(path.join(out, "assets")).filter((name) => name.endsWith(".css"));
    const allSelectors = everySheet.flatMap((name) => selectorClasses(text(`assets/${name}`)));
    for (const file of pages()) {
      const doc = readPage(out, file);
      const classes = new Set([...doc.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
      const linked = new Set(sheetsOf(file).flatMap((sheet) => selectorClasses(text(sheet))).map((names) => names.join(" ")));
      const missing = allSelectors
        .filter((names) => names.length > 0 && names.every((name) => classes.has(name)))
        .map((names) => names.join(" "))
        .filter((names) => !linked.has(names));
      expect([...new Set(missing)], file).toEqual([]);
    }
  });

  it("reports each page's CSS, raw and gzipped, and the fonts it downloads: those with a character the page draws", () => {
    for (const file of ["index.html", "mentions-legales/index.html"]) {
      const sheets = sheetsOf(file);
      const raw = sheets.reduce((sum, sheet) => sum + readFileSync(path.join(out, sheet)).byteLength, 0);
      const gzip = sheets.reduce((sum, sheet) => sum + gzipSync(readFileSync(path.join(out, sheet))).byteLength, 0);
      const route = file === "index.html" ? "/" : "/mentions-legales/";
      const line = run.stdout.split("\n").find((entry) => entry.startsWith(`  ${route} `)) ?? "";
      const [, cssRaw, cssGzip, fonts] = /css +([\d.]+ k?B) +([\d.]+ k?B) gz +fonts +([\d.]+ k?B)/.exec(line) ?? [];
      expect(kB(cssRaw)).toBeCloseTo(raw / 1000, 0);
      expect(kB(cssGzip)).toBeCloseTo(gzip / 1000, 0);
      const doc = readPage(out, file);
      for (const element of doc.querySelectorAll("script, style, template")) element.remove();
      const drawn = doc.body.textContent ?? "";
      const faces = sheets.flatMap((sheet) => [...text(sheet).matchAll(/@font-face\{[^}]*url\((\/assets\/[^)]+\.woff2)\)[^}]*unicode-range:([^;}]+)/g)]);
      const downloaded = new Set(faces.filter(([, , range]) => [...drawn].some((character) => inRange(character, range!))).map(([, url]) => url!));
      const fontBytes = [...downloaded].reduce((sum, font) => sum + readFileSync(path.join(out, font)).byteLength, 0);
      expect(faces.length).toBeGreaterThan(downloaded.size);
      expect(downloaded.size).toBeGreaterThan(0);
      expect(kB(fonts)).toBeCloseTo(fontBytes / 1000, 0);
    }
  });

  it("writes the constant design tokens into the rules: no stylesheet declares or names one; the font switch and the needle's angle stay properties", () => {
    const declared = [...readFileSync(path.join(import.meta.dirname, "../../styles/tokens.css"), "utf8").matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((match) => match[1]!);
    // Redeclared by :root[data-fonts] and @media (scripting: none).
    const switched = ["--font-body", "--font-heading"];
    expect(declared.length).toBeGreaterThan(40);
    const sheets = readdirSync(path.join(out, "assets")).filter((name) => name.endsWith(".css"));
    for (const sheet of sheets) {
      const css = text(`assets/${sheet}`);
      const named = declared.filter((name) => !switched.includes(name) && new RegExp(`${name}(?![\\w-])`).test(css));
      expect(named, sheet).toEqual([]);
    }
    const [shared] = sheetsOf("index.html");
    for (const name of switched) {
      expect(text(shared!)).toMatch(new RegExp(`:root\\{[^}]*${name}:`));
      expect(text(shared!)).toMatch(new RegExp(`:root\\[data-fonts\\]\\{[^}]*${name}:`));
    }
    // Set by FinanceAnimation.tsx's style attribute.
    expect(sheetsOf("signaux-affaires/index.html").map(text).join("")).toContain("var(--needle-angle)");
  });
});

/** Whether a character is in a unicode-range such as "U+20-7E,U+A0". */
const inRange = (character: string, range: string) =>
  range.split(",").some((part) => {
    const [start, end = start] = part.trim().slice(2).split("-").map((hex) => Number.parseInt(hex, 16));
    const code = character.codePointAt(0)!;
    return code >= start! && code <= end!;
  });

const kB = (size: string | undefined) => (size?.endsWith("kB") ? Number.parseFloat(size) : Number.parseFloat(size ?? "NaN") / 1000);
