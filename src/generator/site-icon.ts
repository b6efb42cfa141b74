import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Output, OutputMap } from "./output-map.ts";
import { svgDataUrl } from "./images/svg-data-url.ts";

/** The site's icon, as public/ holds it. */
const ICON = "favicon.svg";

export interface SiteIcon {
  /** The content-hashed copy to publish, "assets/favicon-<hash>.svg". */
  file: string;
  output: Output;
  /** The same image as a data: URL. */
  inline: string;
}

/**
 * The site's icon, public/favicon.svg, published a second time under a content-hashed name in
 * assets/: hosts send it with the assets' few headers (no policy, no ETag) and keep it a year.
 * public/favicon.svg stays where it is, for what names it by its URL (the Organization's logo,
 * bookmarks made before).
 */
export async function siteIcon(publicFiles: OutputMap): Promise<SiteIcon | undefined> {
  const source = publicFiles.get(ICON);
  if (!source) return undefined;
  const data = "data" in source ? source.data : await readFile(source.copyFrom);
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 10);
  return { file: `assets/favicon-${hash}.svg`, output: source, inline: svgDataUrl(data) };
}

/**
 * What a page's `<link rel="icon">` names. The home page: the hashed file, as search engines take a
 * site's icon from its home page and only by a URL they can fetch. Every other page: the image
 * itself, written in. A request of its own costs a page's first round trip 316 bytes (its headers
 * outweigh its 140 bytes of brotli), the written-in icon 110 to 130 bytes of the page's brotli.
 */
export function iconHref(icon: SiteIcon, routePath: string): string {
  return routePath === "/" ? `/${icon.file}` : icon.inline;
}
