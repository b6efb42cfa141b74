import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { BuildError } from "./build-error.ts";
import { loadSharp } from "./images/encode-image.ts";
import type { Output, OutputMap } from "./output-map.ts";
import { svgDataUrl } from "./images/svg-data-url.ts";
import { writeAtomically } from "./write-atomically.ts";
import { noteRemade } from "./cache-log.ts";

/** The site's icon, as public/ holds it. */
const ICON = "favicon.svg";

/**
 * The home page's icon: the same drawing as a 48 px PNG (search engines take an icon whose side is a
 * multiple of 48 px), in 8 colours, which keep its rounded corners' edges; 353 bytes against the
 * SVG's 140 of brotli. A browser decodes a PNG icon as it is; an SVG icon it draws in a document of
 * its own, with a style and a layout, on the page's main thread: 20 ms of it before the home page's
 * largest paint was shown (docs/performance.md, "The home page's icon").
 */
const PNG = { side: 48, colours: 8 } as const;
// Bumped when the PNG made from the same SVG changes.
const VERSION = 1;

export interface SiteIcon {
  /** The home page's icon, published under a content-hashed name: "assets/favicon-<hash>.png". */
  file: string;
  output: Output;
  /** The SVG itself as a data: URL, for every other page. */
  inline: string;
}

/**
 * The site's icon, public/favicon.svg, drawn as a PNG for the home page and published under a
 * content-hashed name in assets/: hosts send it with the assets' few headers (no policy, no ETag)
 * and keep it a year. public/favicon.svg stays where it is, for what names it by its URL (the
 * Organization's logo, bookmarks made before). The PNG is kept in the cache by the SVG's content,
 * so a build whose icon is unchanged does without libvips.
 */
export async function siteIcon(publicFiles: OutputMap, cacheDir: string, /** As the messages name it: "public". */ publicDir: string): Promise<SiteIcon | undefined> {
  const source = publicFiles.get(ICON);
  if (!source) return undefined;
  const svg = "data" in source ? source.data : await readFile(source.copyFrom);
  const png = await iconPng(svg, cacheDir, `${publicDir}/${ICON}`);
  const hash = createHash("sha256").update(png).digest("hex").slice(0, 10);
  return { file: `assets/favicon-${hash}.png`, output: { data: png }, inline: svgDataUrl(svg) };
}

async function iconPng(svg: string | Uint8Array, cacheDir: string, shownAs: string): Promise<Uint8Array> {
  const key = createHash("sha256").update(JSON.stringify([VERSION, PNG])).update(svg).digest("hex").slice(0, 32);
  const cached = path.join(cacheDir, "icon", `${key}.png`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  noteRemade("icon");
  const sharp = await loadSharp();
  const input = typeof svg === "string" ? Buffer.from(svg) : svg;
  let png: Buffer;
  try {
    // Drawn at the PNG's size (the SVG's own size scaled by the density), not drawn larger and shrunk.
    const { width = PNG.side } = await sharp(input).metadata();
    png = await sharp(input, { density: (72 * PNG.side) / width })
      .resize(PNG.side, PNG.side, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ palette: true, colours: PNG.colours, dither: 0, compressionLevel: 9, effort: 10 })
      .toBuffer();
  } catch (error) {
    throw new BuildError(`${shownAs}: the site's icon could not be drawn as the home page's ${PNG.side} px PNG: ${(error as Error).message}. Expected an SVG image.`);
  }
  await mkdir(path.dirname(cached), { recursive: true });
  await writeAtomically(cached, png);
  return png;
}

/**
 * What a page's `<link rel="icon">` names. The home page: the hashed PNG, as search engines take a
 * site's icon from its home page and only by a URL they can fetch. Every other page: the SVG itself,
 * written in. A request of its own costs a page's first round trip about 530 bytes (the PNG and its
 * headers), the written-in icon 110 to 130 bytes of the page's brotli.
 */
export function iconHref(icon: SiteIcon, routePath: string): string {
  return routePath === "/" ? `/${icon.file}` : icon.inline;
}
