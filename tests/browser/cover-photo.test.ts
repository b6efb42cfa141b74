import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowserSite, openPage, VIEWPORTS, type BrowserSite } from "../helpers/browser-site.ts";
import { makePhoto } from "../helpers/photo.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { BLOG_CATEGORIES } from "../../src/models/blog/blog-texts.ts";

// An article whose cover is a photo, in a copy of the project: Chromium must pick one of the
// build's renditions (AVIF, which it supports) at the width the layout shows it.
const ARTICLE = `---
title: "Une photo de chantier en couverture"
description: "Un article dont la couverture sort d'un appareil photo."
date: 2020-01-06
category: ${BLOG_CATEGORIES[1]!.key}
author: "Pôle Données"
cover: images/photo-chantier.jpg
coverAlt: "Un chantier vu d'en haut."
---

Le texte de l'article.
`;

// The cover shows 100vw wide at 375 px (the 480 px rendition), 1000 px wide at 1280 px (the 1200 px one).
const EXPECTED = { mobile: "480", desktop: "1200" };
// What the browser reports as the natural width of a srcset's choice: the slot `sizes` gave it.
const SLOT = { mobile: 375, desktop: 1000 };

let project: Awaited<ReturnType<typeof copyProject>>;
let site: BrowserSite;
beforeAll(async () => {
  project = await copyProject();
  writeFileSync(path.join(project.root, "content/blog/images/photo-chantier.jpg"), await makePhoto(3000, 2000));
  writeFileSync(path.join(project.root, "content/blog/photo-de-chantier.md"), ARTICLE);
  site = await openBrowserSite([], project.root);
}, 180_000);
afterAll(async () => {
  await site.close();
  await project.remove();
});

describe.each(VIEWPORTS)("a photo cover at $width px", (viewport) => {
  it("shows the AVIF rendition of the width its layout needs", async () => {
    const { page, context, messages } = await openPage(site, { viewport });
    await page.goto(site.url("/blog/photo-de-chantier/"));
    const cover = page.locator(".article__cover img");
    await cover.evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((resolve) => img.addEventListener("load", resolve, { once: true }))));
    const shown = await cover.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, naturalWidth: img.naturalWidth, ratio: img.clientWidth / img.clientHeight }));
    expect(shown.src).toMatch(new RegExp(`/blog/images/photo-chantier-${EXPECTED[viewport.name]}\\.[0-9a-f]{8}\\.avif$`));
    expect(shown.naturalWidth).toBe(SLOT[viewport.name]);
    // The photo's own 3:2, not a ratio written in the CSS.
    expect(shown.ratio).toBeCloseTo(1.5, 1);
    expect(messages).toEqual([]);
    await context.close();
  });
});
