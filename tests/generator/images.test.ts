import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePhoto } from "../helpers/photo.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";
import { useTempDirs } from "../../packages/generator/tests/helpers/temp-dirs.ts";
import { SITE } from "../../src/site.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";

// A marketer's day: a 6,000 px camera photo (about 5 MB, with its GPS position) as a cover, and a
// phone photo stored sideways (EXIF orientation 6) in the body. Both are made here, noisy enough
// not to compress to nothing, in a copy of the project.
const ARTICLE = `---
title: "Une photo de chantier en couverture"
description: "Un article dont la couverture sort d'un appareil photo."
date: 2020-01-06
category: ${BLOG_CATEGORIES[1]!.key}
author: "Pôle Données"
cover: images/photo-chantier.jpg
coverAlt: "Un chantier vu d'en haut."
---

## Sur le terrain

Le texte avant la photo.

![Une grue photographiée au téléphone](images/telephone.jpg)
`;

const WIDTHS = ["480", "800", "1200", "1600"];
const tempDir = useTempDirs("site-images-");
let project: Awaited<ReturnType<typeof copyProject>>;
let out: string;
let sourceBytes: number;
let first: RunResult;
let second: RunResult;
let third: RunResult;
let check: RunResult;
let renditionBytes: Map<string, number>;

const outputFiles = () => readdirSync(path.join(out, "blog", "images"));
const page = (file: string) => parseHTML(readFileSync(path.join(out, file), "utf8")).document;
const srcsetWidths = (srcset: string) => srcset.split(", ").map((candidate) => /-(\d+)\.[0-9a-f]{8}\.\w+ (\d+)w$/.exec(candidate)!.slice(1));

beforeAll(async () => {
  // With the project's caches: the pillar stills come from them when the project has built.
  project = await copyProject();
  out = await tempDir();
  const images = path.join(project.root, "content", "blog", "images");
  const gps = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 8/1" } };
  const camera = await makePhoto(6000, 4000, { IFD0: { Make: "Appareil", Model: "Test" }, ...gps });
  sourceBytes = camera.byteLength;
  writeFileSync(path.join(images, "photo-chantier.jpg"), camera);
  // Stored 1200 × 900, shown upright 900 × 1200.
  writeFileSync(path.join(images, "telephone.jpg"), await sharp(await makePhoto(1200, 900, gps)).withMetadata({ orientation: 6 }).toBuffer());
  writeFileSync(path.join(project.root, "content", "blog", "photo-de-chantier.md"), ARTICLE);
  first = await runSite(["build", "--out", out], project.root);
  renditionBytes = new Map(outputFiles().map((file) => [file, statSync(path.join(out, "blog", "images", file)).size]));
  check = await runSite(["check", "--out", out], project.root);
  second = await runSite(["build", "--out", out], project.root);
  // A cover redrawn, its article untouched: the page that has it written in must follow.
  const cover = path.join(images, "anticiper-marges.svg");
  writeFileSync(cover, readFileSync(cover, "utf8").replace(/#0b1d38/g, "#0b1d39"));
  third = await runSite(["build", "--out", out], project.root);
}, 240_000);
afterAll(() => project.remove());

describe("a camera photo as an article's cover", () => {
  it("is a real camera-sized file: 6,000 px and about 5 MB", async () => {
    expect(first.code).toBe(0);
    expect(sourceBytes).toBeGreaterThan(4_500_000);
    expect((await sharp(path.join(project.root, "content/blog/images/photo-chantier.jpg")).metadata()).exif).toBeDefined();
  });

  it("is published as AVIF and WebP at four widths, never as the camera's file", () => {
    const renditions = outputFiles().filter((file) => file.startsWith("photo-chantier-"));
    expect(renditions.map((file) => file.replace(/\.[0-9a-f]{8}\./, ".")).sort()).toEqual(
      WIDTHS.flatMap((width) => [`photo-chantier-${width}.avif`, `photo-chantier-${width}.webp`]).sort(),
    );
    expect(existsSync(path.join(out, "blog/images/photo-chantier.jpg"))).toBe(false);
    // The figures for the record: the source, then each rendition.
    console.log(
      `cover: source ${sourceBytes} bytes; ` + renditions.sort().map((file) => `${file} ${renditionBytes.get(file)}`).join(", "),
    );
  });

  it("keeps every rendition within the site's image budget, upright, sRGB, with no metadata left", async () => {
    for (const file of outputFiles().filter((name) => /\.(avif|webp)$/.test(name))) {
      expect(renditionBytes.get(file), file).toBeLessThanOrEqual(SITE.budgets.largestImageBytes);
      const meta = await sharp(path.join(out, "blog", "images", file)).metadata();
      expect([meta.exif, meta.icc, meta.xmp], file).toEqual([undefined, undefined, undefined]);
      expect(meta.space, file).toBe("srgb");
      expect(meta.width, file).toBe(Number(/-(\d+)\./.exec(file)![1]));
      expect(meta.format, file).toBe(file.endsWith(".avif") ? "heif" : "webp");
    }
  });

  it("heads its article as a <picture>: both formats, every width, sizes, its own width and height, fetched first", () => {
    const cover = page("blog/photo-de-chantier/index.html").querySelector(".article__cover picture")!;
    // AVIF as a <source>, WebP (the src's format) as the img's own srcset, for a browser without AVIF.
    const sources = [...cover.querySelectorAll("source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif"]);
    const img = cover.querySelector("img")!;
    for (const candidates of [...sources, img]) {
      expect(srcsetWidths(candidates.getAttribute("srcSet")!)).toEqual(WIDTHS.map((width) => [width, width]));
      expect(candidates.getAttribute("sizes")).toMatch(/1000px/);
    }
    expect(img.getAttribute("srcSet")).toMatch(/\.webp 1600w$/);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["6000", "4000"]);
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchPriority")).toBe("high");
    expect(img.getAttribute("src")).toMatch(/^\/blog\/images\/photo-chantier-1600\.[0-9a-f]{8}\.webp$/);
  });

  it("is lazy on a listing where it is not the featured article", () => {
    const category = page("blog/categorie/guide-pratique/index.html");
    const card = [...category.querySelectorAll(".blog-cover img")].find((img) => img.getAttribute("alt") === "Un chantier vu d'en haut.")!;
    expect(card.getAttribute("loading")).toBe("lazy");
    expect(card.parentElement!.tagName).toBe("PICTURE");
    expect(card.parentElement!.querySelector("source")!.getAttribute("sizes")).toMatch(/400px/);
  });

  it("passes `site check`, budgets included", () => {
    expect(check.stdout + check.stderr).toMatch(/no problem found/);
    expect(check.code).toBe(0);
  });

  it("is not encoded again by the next build", () => {
    // The cover, the phone photo and the three pillar stills: the two new ones encoded, and the
    // stills too unless the project's cache, which the copy took, had them.
    expect(first.stdout).toMatch(/Photos\s+5 used, (2 encoded, 3|5 encoded, 0) from the cache/);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/Photos\s+5 used, 0 encoded, 5 from the cache/);
  });
});

describe("a small SVG cover, written into its article's page", () => {
  it("is written in again when its file changes, though the article has not, and counts as no photo", () => {
    expect(third.code, third.stderr).toBe(0);
    const src = page("blog/anticiper-pour-proteger-ses-marges/index.html").querySelector(".article__cover img")!.getAttribute("src")!;
    expect(decodeURIComponent(src)).toContain("#0b1d39");
    expect(decodeURIComponent(src)).not.toContain("#0b1d38");
    expect(third.stdout).toMatch(/Photos\s+5 used, 0 encoded, 5 from the cache/);
    expect(readFileSync(path.join(out, "blog", "images", "anticiper-marges.svg"), "utf8")).toContain("#0b1d39");
  });
});

describe("a phone photo in an article's Markdown", () => {
  it("is shown upright with its size, lazily, as a <picture> with the column's sizes", async () => {
    const picture = page("blog/photo-de-chantier/index.html").querySelector(".prose picture")!;
    const img = picture.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["900", "1200"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("Une grue photographiée au téléphone");
    const avif = picture.querySelector('source[type="image/avif"]')!;
    expect(srcsetWidths(avif.getAttribute("srcset")!)).toEqual([["480", "480"], ["900", "900"]]);
    expect(avif.getAttribute("sizes")).toBe("(min-width: 48rem) 44rem, 100vw");
    const widest = outputFiles().find((file) => /^telephone-900\.[0-9a-f]{8}\.webp$/.test(file))!;
    const meta = await sharp(path.join(out, "blog", "images", widest)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([900, 1200, undefined]);
  });
});

describe("the pillar videos' stills", () => {
  it("are published as AVIF and WebP at two widths, each a lazy <picture> with its size, WebP as the img's own srcset", () => {
    const stills = [...page("index.html").querySelectorAll(".demo-video picture")];
    expect(stills).toHaveLength(3);
    for (const still of stills) {
      const img = still.querySelector("img")!;
      expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("loading")]).toEqual(["960", "600", "lazy"]);
      const sources = [...still.querySelectorAll("source")];
      expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif"]);
      for (const candidates of [...sources, img]) expect(srcsetWidths(candidates.getAttribute("srcSet")!)).toEqual([["480", "480"], ["960", "960"]]);
      expect(img.getAttribute("srcSet")).toContain(".webp 480w");
    }
    const videos = readdirSync(path.join(out, "videos"));
    expect(videos.filter((file) => /^pilier-[a-z-]+\.webp$/.test(file))).toEqual([]);
    expect(videos.filter((file) => file.endsWith(".avif"))).toHaveLength(6);
  });
});

describe("a photo replaced, or its renditions gone from the cache", () => {
  const phonePhoto = () => /telephone-900\.([0-9a-f]{8})\.webp/.exec(readFileSync(path.join(out, "blog/photo-de-chantier/index.html"), "utf8"))![1]!;

  it("is encoded again, alone, under a new name when the file changes", async () => {
    const before = phonePhoto();
    const gps = { IFD3: { GPSLatitudeRef: "S", GPSLatitude: "12/1 3/1 4/1" } };
    writeFileSync(path.join(project.root, "content/blog/images/telephone.jpg"), await sharp(await makePhoto(1200, 900, gps)).withMetadata({ orientation: 6 }).toBuffer());
    const run = await runSite(["build", "--out", out], project.root);
    expect(run.stdout).toMatch(/Photos\s+5 used, 1 encoded, 4 from the cache/);
    expect(phonePhoto()).not.toBe(before);
    expect(outputFiles().filter((file) => file.includes(before))).toEqual([]);
  }, 60_000);

  it("is encoded again when the cache lost it, though its article was not edited", async () => {
    const cache = path.join(project.root, ".cache/site/images");
    // A rendition's name carries the start of its cache key.
    const lost = readdirSync(cache).find((key) => key.startsWith(phonePhoto()))!;
    rmSync(path.join(cache, lost), { recursive: true });
    const run = await runSite(["build", "--out", out], project.root);
    expect(run.stdout).toMatch(/Photos\s+5 used, 1 encoded, 4 from the cache/);
    expect(existsSync(path.join(cache, lost, "900.webp"))).toBe(true);
  }, 60_000);
});
