import path from "node:path";
import type { CheckProblem } from "./check-problem.ts";
import type { PageFacts } from "./collect-links.ts";
import type { OutputListing } from "./list-output.ts";
import { resolveLink, type SiteAddress } from "./resolve-link.ts";

/** Formats every link preview reads: LinkedIn shows neither AVIF nor WebP. */
const FORMATS = new Set(["jpeg", "png"]);

/**
 * Each page's `og:image`, when it is the site's own, must be a file of the output, a JPEG or PNG, of
 * the size its `og:image:width` and `og:image:height` announce (read from the image's header).
 */
export async function checkShareImages(dir: string, pages: Map<string, PageFacts>, output: OutputListing, site: SiteAddress): Promise<CheckProblem[]> {
  const { default: sharp } = await import("sharp");
  const headers = new Map<string, Promise<{ format?: string; width?: number; height?: number }>>();
  const problems: CheckProblem[] = [];
  for (const [file, page] of pages) {
    const image = page.shareImage;
    if (!image?.url) continue;
    const problem = (rule: string, message: string) => problems.push({ file, line: image.line, column: image.column, rule, message });
    const target = resolveLink(image.url, site.base, site);
    if (target.kind === "external") continue;
    if (target.kind === "problem") {
      problem("share-image-missing", `og:image ${target.message}`);
      continue;
    }
    if (!output.files.has(target.path)) {
      problem("share-image-missing", `og:image "${image.url}" is ${target.path}, which is not in the output: link previews of this page show no image`);
      continue;
    }
    if (!headers.has(target.path)) headers.set(target.path, sharp(path.join(dir, target.path)).metadata().catch(() => ({})));
    const { format, width, height } = await headers.get(target.path)!;
    if (!format || !FORMATS.has(format)) {
      problem("share-image-format", `og:image ${target.path} is ${format ? `a ${format.toUpperCase()} image` : "no image sharp can read"}; link previews (LinkedIn) read JPEG and PNG only`);
    } else if ((image.width && Number(image.width) !== width) || (image.height && Number(image.height) !== height)) {
      problem("share-image-size", `og:image ${target.path} is ${width}×${height}, but the page announces ${image.width ?? "?"}×${image.height ?? "?"} (og:image:width, og:image:height)`);
    }
  }
  return problems;
}
