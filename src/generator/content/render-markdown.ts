import { Marked, type Tokens } from "marked";
import type { ResponsiveImage } from "../site-definition.ts";
import { gfmHeadingId } from "marked-gfm-heading-id";
import { withBase } from "../../shared/url.ts";
import { escapeHtml } from "../escape-html.ts";

/** How the renderer learns about an image of the Markdown: undefined leaves a plain `<img>`. */
export interface MarkdownImages {
  /** The image at a path relative to the collection's folder ("images/x.jpg"). */
  describe(relative: string): Promise<ResponsiveImage | undefined>;
  /** The `sizes` of a photo's `<picture>`: how wide the page shows it. */
  sizes: string;
}

type ImageToken = Tokens.Image & { responsive?: ResponsiveImage };

/**
 * Markdown to HTML for a collection's entries: headings get ids for deep links (and start at h2,
 * the page has its h1), site paths ("/prospection-b2b/") honour the base path, and relative links
 * and images ("images/x.svg") point into the collection's site path ("/blog/"), where the build
 * copies its images. A photo becomes a `<picture>` of its renditions, every image gets its size.
 */
export function createMarkdownRenderer(base: string, sitePath: string, images?: MarkdownImages): (markdown: string) => Promise<string> {
  const marked = new Marked(gfmHeadingId(), {
    gfm: true,
    async: true,
    async walkTokens(token) {
      if (token.type === "heading" && token.depth === 1) token.depth = 2;
      if (token.type === "image" && images && isRelative(token.href)) (token as ImageToken).responsive = await images.describe(token.href);
      if (token.type === "link" || token.type === "image") token.href = siteHref(token.href, base, sitePath);
    },
    renderer: {
      // Below the fold: lazy, so React's renderer adds no preload for it either.
      image(token) {
        const { href, title, text, responsive } = token as ImageToken;
        const titled = title ? ` title="${escapeHtml(title)}"` : "";
        const sized = responsive ? ` width="${responsive.width}" height="${responsive.height}"` : "";
        if (!responsive || responsive.sources.length === 0) {
          return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titled}${sized} loading="lazy" decoding="async">`;
        }
        const srcset = (candidates: { path: string; width: number }[]) =>
          candidates.map((candidate) => `${escapeHtml(withBase(base, candidate.path))} ${candidate.width}w`).join(", ");
        const sources = responsive.sources.map(
          (source) => `<source type="${source.type}" srcset="${srcset(source.srcset)}" sizes="${escapeHtml(images!.sizes)}">`,
        );
        const img = `<img src="${escapeHtml(withBase(base, responsive.src))}" alt="${escapeHtml(text)}"${titled}${sized} loading="lazy" decoding="async">`;
        return `<picture>${sources.join("")}${img}</picture>`;
      },
    },
  });
  return async (markdown) => marked.parse(markdown);
}

const isRelative = (href: string) => !href.startsWith("/") && !/^[a-z][a-z0-9+.-]*:|^#/i.test(href);

function siteHref(href: string, base: string, sitePath: string): string {
  if (href.startsWith("/")) return withBase(base, href);
  if (!isRelative(href)) return href;
  return withBase(base, `${sitePath}${href.replace(/^\.\//, "")}`);
}
