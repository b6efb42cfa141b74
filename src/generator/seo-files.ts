import { articlePath, type Article } from "../blog/article.ts";

/** sitemap.xml: every indexable page, as absolute URLs (the 404 page is not one of them). */
export function renderSitemap(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export function renderRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The blog's Atom feed, newest first. */
export function renderAtomFeed(
  site: { productName: string; siteUrl: string },
  articles: readonly Article[],
  pageUrl: (path: string) => string,
): string {
  const updated = `${articles[0]?.date ?? "2026-01-01"}T00:00:00Z`;
  const entries = articles.map((article) => {
    const url = pageUrl(articlePath(article));
    return [
      "  <entry>",
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${article.date}T00:00:00Z</published>`,
      `    <updated>${article.date}T00:00:00Z</updated>`,
      `    <author><name>${escapeXml(article.author)}</name></author>`,
      `    <category term="${escapeXml(article.category)}"/>`,
      `    <summary>${escapeXml(article.description)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  <title>${escapeXml(`Blog ${site.productName}`)}</title>`,
    `  <link href="${escapeXml(pageUrl("/blog/"))}"/>`,
    `  <link rel="self" href="${escapeXml(pageUrl("/blog/feed.xml"))}"/>`,
    `  <id>${escapeXml(pageUrl("/blog/"))}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
