import { Marked } from "marked";
import { gfmHeadingId } from "marked-gfm-heading-id";
import { withBase } from "../../shared/url.ts";
import { escapeHtml } from "../escape-html.ts";

/**
 * Markdown to HTML for a collection's entries: headings get ids for deep links (and start at h2,
 * the page has its h1), site paths ("/prospection-b2b/") honour the base path, and relative links
 * and images ("images/x.svg") point into the collection's site path ("/blog/"), where the build
 * copies its images.
 */
export function createMarkdownRenderer(base: string, sitePath: string): (markdown: string) => string {
  const marked = new Marked(gfmHeadingId(), {
    gfm: true,
    walkTokens(token) {
      if (token.type === "heading" && token.depth === 1) token.depth = 2;
      if (token.type === "link" || token.type === "image") token.href = siteHref(token.href, base, sitePath);
    },
    renderer: {
      // Below the fold: lazy, so React's renderer adds no preload for it either.
      image({ href, title, text }) {
        const titled = title ? ` title="${escapeHtml(title)}"` : "";
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titled} loading="lazy" decoding="async">`;
      },
    },
  });
  return (markdown) => marked.parse(markdown, { async: false }) as string;
}

function siteHref(href: string, base: string, sitePath: string): string {
  if (href.startsWith("/")) return withBase(base, href);
  if (/^[a-z][a-z0-9+.-]*:|^#/i.test(href)) return href;
  return withBase(base, `${sitePath}${href.replace(/^\.\//, "")}`);
}
