import { escapeHtml } from "./escape-html.ts";
import type { CollectionEntry, FeedDefinition } from "./site-definition.ts";

/**
 * sitemap.xml: every indexable page, as absolute URLs (the 404 page is not one of them), with its
 * `<lastmod>` where the site knows the day its content changed, and none where it does not.
 */
export function renderSitemap(pages: readonly { url: string; lastModified?: string | undefined }[]): string {
  const entries = pages
    .map(({ url, lastModified }) => `  <url><loc>${escapeHtml(url)}</loc>${lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export function renderRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

// An empty feed still needs an <updated>: a fixed day keeps its builds identical.
const EMPTY_FEED_UPDATED = "2026-01-01";

/**
 * Entries of a feed whose definition gives no `latest`. Readers fetch a feed often and keep what
 * they have read, so it need only hold what is new since their last fetch: 20 covers weeks of a
 * busy blog, while the file stays a few tens of kB whatever the collection's size.
 */
export const DEFAULT_FEED_ENTRIES = 20;

/**
 * A collection's Atom feed: its `latest` newest entries by date, newest first (a stable sort:
 * entries of one day keep the order given). Each entry is `<updated>` on its `updated` day, or
 * else its date; the feed, on the latest of those it holds (a fixed day when empty, so builds
 * stay identical).
 */
export function renderAtomFeed<Entry extends CollectionEntry>(
  feed: FeedDefinition<Entry>,
  entries: readonly Entry[],
  pageUrl: (path: string) => string,
): string {
  const newest = entries.toSorted((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1)).slice(0, feed.latest ?? DEFAULT_FEED_ENTRIES);
  const items = newest.map((entry) => ({ entry, item: feed.item(entry) }));
  const updatedOf = ({ entry, item }: (typeof items)[number]) => (item.updated && item.updated > entry.date ? item.updated : entry.date);
  const updated = `${items.map(updatedOf).sort().at(-1) ?? EMPTY_FEED_UPDATED}T00:00:00Z`;
  const xmlEntries = items.map(({ entry, item }) => {
    const url = pageUrl(item.path);
    return [
      "  <entry>",
      `    <title>${escapeHtml(item.title)}</title>`,
      `    <link href="${escapeHtml(url)}"/>`,
      `    <id>${escapeHtml(url)}</id>`,
      `    <published>${entry.date}T00:00:00Z</published>`,
      `    <updated>${updatedOf({ entry, item })}T00:00:00Z</updated>`,
      `    <author><name>${escapeHtml(item.author)}</name></author>`,
      ...(item.category === undefined ? [] : [`    <category term="${escapeHtml(item.category)}"/>`]),
      `    <summary>${escapeHtml(item.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(feed.lang)}">`,
    `  <title>${escapeHtml(feed.title)}</title>`,
    `  <link href="${escapeHtml(pageUrl(feed.home))}"/>`,
    `  <link rel="self" href="${escapeHtml(pageUrl(`/${feed.file}`))}"/>`,
    `  <id>${escapeHtml(pageUrl(feed.home))}</id>`,
    `  <updated>${updated}</updated>`,
    ...xmlEntries,
    "</feed>",
    "",
  ].join("\n");
}
