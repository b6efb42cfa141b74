import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Output, OutputMap } from "./output-map.ts";

/** The site's icon, as public/ holds it. */
const ICON = "favicon.svg";

/**
 * The site's icon, public/favicon.svg, published a second time under a content-hashed name in
 * assets/, which the pages link: hosts send it with the assets' few headers (no policy, no ETag)
 * and keep it a year, so it costs a page's first round trip 130 bytes less, and a visitor fetches
 * it once. public/favicon.svg stays where it is, for what names it by its URL (the Organization's
 * logo, bookmarks made before).
 */
export async function hashedIcon(publicFiles: OutputMap): Promise<{ file: string; output: Output } | undefined> {
  const source = publicFiles.get(ICON);
  if (!source) return undefined;
  const data = "data" in source ? source.data : await readFile(source.copyFrom);
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 10);
  return { file: `assets/favicon-${hash}.svg`, output: source };
}
