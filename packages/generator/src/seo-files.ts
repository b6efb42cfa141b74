import { escapeHtml } from "./escape-html.ts";
import type { CollectionEntry, FeedDefinition } from "./site-definition.ts";

type SitemapPage = { url: string; lastModified?: string | undefined };

/** sitemaps.org's limits on one sitemap file: 50,000 URLs and 50 MiB, uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 };

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n`;
const URLSET_CLOSE = "\n</urlset>\n";
const urlset = (lines: readonly string[]) => URLSET_OPEN + lines.join("\n") + URLSET_CLOSE;
const urlLine = ({ url, lastModified }: SitemapPage) => `  <url><loc>${escapeHtml(url)}</loc>${lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : ""}</url>`;

/**
 * sitemap.xml: every indexable page, as absolute URLs (the 404 page is not one of them), with its
 * `<lastmod>` where the site knows the day its content changed, and none where it does not.
 */
export function renderSitemap(pages: readonly SitemapPage[]): string {
  return urlset(pages.map(urlLine));
}

/**
 * The sitemap's files, by name: sitemap.xml alone while the pages fit in one file, or else
 * sitemap.xml as the index of sitemap-1.xml, sitemap-2.xml…, each within both limits, so that
 * robots.txt names sitemap.xml either way. The index is never split: its own limit, 50,000 parts,
 * is 2.5 billion pages.
 */
export function renderSitemaps(pages: readonly SitemapPage[], fileUrl: (file: string) => string, limits = SITEMAP_LIMITS): [string, string][] {
  const parts = splitPages(pages, limits);
  if (parts.length <= 1) return [["sitemap.xml", renderSitemap(pages)]];
  const files = parts.map((part, index): [string, string] => [`sitemap-${index + 1}.xml`, renderSitemap(part)]);
  const entries = files.map(([file], index) => {
    // A search engine reads a part again when its date moves: the latest change of its pages.
    const latest = parts[index]!.map((page) => page.lastModified ?? "").sort().at(-1);
    return `  <sitemap><loc>${escapeHtml(fileUrl(file))}</loc>${latest ? `<lastmod>${escapeHtml(latest)}</lastmod>` : ""}</sitemap>`;
  });
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${entries.join("\n")}\n</sitemapindex>\n`;
  return [["sitemap.xml", index], ...files];
}

/** The pages in order, cut into runs whose urlset is within both limits. */
function splitPages(pages: readonly SitemapPage[], limits: typeof SITEMAP_LIMITS): SitemapPage[][] {
  // Each line counted with a line break: a urlset has one break fewer than lines.
  const emptyBytes = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE) - 1;
  const parts: SitemapPage[][] = [];
  let part: SitemapPage[] = [];
  let size = emptyBytes;
  for (const page of pages) {
    const added = Buffer.byteLength(urlLine(page)) + 1;
    // A page too long for any part goes alone: a URL holds 2,048 characters at most in practice.
    if (part.length > 0 && (part.length === limits.urls || size + added > limits.bytes)) {
      parts.push(part);
      [part, size] = [[], emptyBytes];
    }
    part.push(page);
    size += added;
  }
  if (part.length > 0) parts.push(part);
  return parts;
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
