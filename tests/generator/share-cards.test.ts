import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePhoto } from "../helpers/photo.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { readPage } from "../helpers/read-dist.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";
import { useTempDirs } from "../../packages/generator/tests/helpers/temp-dirs.ts";
import { SITE } from "../../src/site.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";

// The site as it is, plus an article whose cover is a camera photo and whose title is longer than
// any a writer would give: built cold, again warm, then once more after one article's title changed.
const LONG_TITLE =
  "Marchés publics de travaux, permis de construire et signaux financiers : la méthode complète, étape par étape, pour repérer, qualifier et remporter les chantiers de votre région avant vos concurrents";
const ARTICLE = `---
title: "${LONG_TITLE}"
description: "Un article au titre très long, illustré d'une photo."
date: 2020-01-06
category: ${BLOG_CATEGORIES[1]!.key}
author: "Pôle Données"
cover: images/photo-carte.jpg
coverAlt: "Une photo de chantier."
---

Le texte.
`;
const EDITED = "content/blog/exploiter-les-permis-de-construire.md";

const tempDir = useTempDirs("site-share-cards-");
let project: Awaited<ReturnType<typeof copyProject>>;
let out: string;
let cold: RunResult;
let warm: RunResult;
let edited: RunResult;
let codeEdited: RunResult;
let pagesAfterEdit: Map<string, string>;
let check: RunResult;
let pagesBefore: Map<string, string>;
let cardBytesBefore: Map<string, string>;
let cardHeaders: { file: string; format?: string; width?: number; height?: number; bytes: number }[];

/** The site's pages; the editor at /admin/ is never shared (noindex) and has no card. */
const htmlFiles = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html") && !file.startsWith(`admin${path.sep}`))
    .sort();
const meta = (document: Document, property: string) => document.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute("content") ?? null;
/** The og:image of each page, as a file of the output. */
const shareImages = () => new Map(htmlFiles(out).map((file) => [file, meta(readPage(out, file), "og:image")!.slice(`${SITE.siteUrl}/`.length)]));
const sha = (file: string) => createHash("sha256").update(readFileSync(path.join(out, file))).digest("hex");

beforeAll(async () => {
  // With the project's caches: the site's own cards come from them when the project has built.
  project = await copyProject();
  out = await tempDir();
  writeFileSync(path.join(project.root, "content/blog/images/photo-carte.jpg"), await makePhoto(1600, 1000));
  writeFileSync(path.join(project.root, "content/blog/titre-tres-long.md"), ARTICLE);
  cold = await runSite(["build", "--out", out], project.root);
  check = await runSite(["check", "--out", out], project.root);
  pagesBefore = shareImages();
  cardBytesBefore = new Map([...pagesBefore.values()].map((file) => [file, sha(file)]));
  const cards = [...new Set(pagesBefore.values())].filter((file) => file.endsWith(".jpg"));
  cardHeaders = await Promise.all(
    cards.map(async (file) => {
      const { format, width, height } = await sharp(path.join(out, file)).metadata();
      return { file, format, width, height, bytes: statSync(path.join(out, file)).size };
    }),
  );
  warm = await runSite(["build", "--out", out], project.root);
  const source = path.join(project.root, EDITED);
  writeFileSync(source, readFileSync(source, "utf8").replace(/^title: ".*"$/m, 'title: "Permis de construire : les lire, les exploiter"'));
  edited = await runSite(["build", "--out", out], project.root);
  pagesAfterEdit = shareImages();
  const drawing = path.join(project.root, "packages/generator/src/share-cards/card-design.ts");
  writeFileSync(drawing, `${readFileSync(drawing, "utf8")}\n// An edit of the drawing code.\n`);
  codeEdited = await runSite(["build", "--out", out], project.root);
}, 300_000);
afterAll(() => project.remove());

describe("given the site and an article with a photo and a very long title", () => {
  it("builds, and site check finds nothing to say", () => {
    expect(cold.code, cold.stderr).toBe(0);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  it("gives every page an og:image that is a file of the output, with its size, alt text and the large card type", () => {
    for (const file of htmlFiles(out)) {
      const document = readPage(out, file);
      const image = meta(document, "og:image");
      expect(image, file).toMatch(new RegExp(`^${SITE.siteUrl}/`));
      expect(existsSync(path.join(out, image!.slice(SITE.siteUrl.length + 1))), `${file}: ${image}`).toBe(true);
      expect([meta(document, "og:image:width"), meta(document, "og:image:height")], file).toEqual(["1200", "630"]);
      expect(meta(document, "og:image:alt")?.length, file).toBeGreaterThan(10);
      expect(meta(document, "twitter:card"), file).toBe("summary_large_image");
    }
  });

  it("gives each page but the 404 a card of its own, and the 404 page the default image", () => {
    const images = [...pagesBefore].filter(([file]) => file !== "404.html" && !file.startsWith("blog/page/"));
    expect(images.every(([, image]) => /^share\/.+-[0-9a-f]{10}\.jpg$/.test(image))).toBe(true);
    expect(new Set(images.map(([, image]) => image)).size).toBe(images.length);
    expect(pagesBefore.get("404.html")).toBe(SITE.shareImage.path.slice(1));
  });

  it("draws each article's card with different bytes", () => {
    const articles = [...pagesBefore].filter(([file]) => /^blog\/(?!categorie\/|page\/)[^/]+\/index\.html$/.test(file));
    expect(articles).toHaveLength(4);
    expect(new Set(articles.map(([, image]) => cardBytesBefore.get(image))).size).toBe(4);
  });

  it("makes every card a 1200×630 JPEG of at most 200 kB", () => {
    expect(cardHeaders.length).toBeGreaterThan(10);
    for (const { file, format, width, height, bytes } of cardHeaders) {
      expect({ file, format, width, height }).toEqual({ file, format: "jpeg", width: 1200, height: 630 });
      expect(bytes, file).toBeLessThanOrEqual(200_000);
    }
  });
});

describe("when the site is built again", () => {
  it("draws no card: each comes from the cache, with the same name", () => {
    expect(warm.code, warm.stderr).toBe(0);
    // The first build drew the new article's card at least, and the rest unless the project's
    // cache, which the copy took, had them.
    const [, cards, drawn, cached] = /Share cards\s+\d+ pages, (\d+) cards: (\d+) drawn, (\d+) from the cache/.exec(cold.stdout)!.map(Number);
    expect(drawn).toBeGreaterThanOrEqual(1);
    expect(drawn! + cached!).toBe(cards);
    expect(warm.stdout).toMatch(/Share cards\s+\d+ pages, (\d+) cards: 0 drawn, \1 from the cache/);
  });
});

describe("when one article's title is edited", () => {
  it("draws that article's card alone, under a new name", () => {
    expect(edited.code, edited.stderr).toBe(0);
    expect(edited.stdout).toMatch(/Share cards\s+\d+ pages, \d+ cards: 1 drawn,/);
    const changed = [...pagesAfterEdit].filter(([file, image]) => pagesBefore.get(file) !== image).map(([file]) => file);
    expect(changed).toEqual(["blog/exploiter-les-permis-de-construire/index.html"]);
  });
});

describe("when the code that draws the cards is edited", () => {
  it("draws every card again: the code's fingerprint is in their cache key", () => {
    expect(codeEdited.code, codeEdited.stderr).toBe(0);
    expect(codeEdited.stdout).toMatch(/Share cards\s+\d+ pages, (\d+) cards: \1 drawn, 0 from the cache/);
  });
});
