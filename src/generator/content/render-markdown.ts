import { Marked } from "marked";
import { gfmHeadingId } from "marked-gfm-heading-id";
import { withBase } from "../../shared/url.ts";

/**
 * Markdown to HTML for articles: headings get ids for deep links (and start at h2, the page has
 * its h1), site paths ("/prospection-b2b/") honour the base path, and relative images
 * ("images/x.svg") point into /blog/images/ where the build copies them.
 */
export function createMarkdownRenderer(base: string): (markdown: string) => string {
  const marked = new Marked(gfmHeadingId(), {
    gfm: true,
    walkTokens(token) {
      if (token.type === "heading" && token.depth === 1) token.depth = 2;
      if (token.type === "link" || token.type === "image") token.href = sitePath(token.href, base);
    },
    renderer: {
      // Below the fold: lazy, so React's renderer adds no preload for it either.
      image({ href, title, text }) {
        const titled = title ? ` title="${escapeHtml(title)}"` : "";
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titled} loading="lazy" decoding="async">`;
      },
    },
  });
  return (markdown) =>
    (marked.parse(markdown, { async: false }) as string)
      // Wide tables scroll inside their own box on small screens, not the page.
      .replace(/<table>/g, '<div class="prose__table"><table>')
      .replace(/<\/table>/g, "</table></div>");
}

function sitePath(href: string, base: string): string {
  if (href.startsWith("/")) return withBase(base, href);
  if (/^[a-z][a-z0-9+.-]*:|^#/i.test(href)) return href;
  return withBase(base, `/blog/${href.replace(/^\.\//, "")}`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
