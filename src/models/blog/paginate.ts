import type { Article, BlogCategory } from "./article.ts";

/** Splits the listing's further articles into pages; there is always a first page, maybe empty. */
export function listingPages<T>(items: readonly T[], pageSize: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += pageSize) pages.push(items.slice(start, start + pageSize));
  return pages.length > 0 ? pages : [[]];
}

/** The pages of a category's listing: one at least. */
export const categoryPages = (articles: readonly Article[], category: Pick<BlogCategory, "name">, pageSize: number): Article[][] =>
  listingPages(
    articles.filter((article) => article.category === category.name),
    pageSize,
  );

/** In a listing's page links, where pages are left out between two shown. */
export const PAGE_GAP = "gap";

/**
 * The pages a listing's pagination links to: the first and the last, the current one and `around`
 * on each side of it, and a gap for each run left out (a single page is linked rather than
 * hidden behind a gap). At most 2 × around + 5 items, however many pages: a blog of a thousand
 * articles has 111, which in a row ran far past a phone's width.
 */
export function pageWindow(current: number, count: number, around = 1): (number | typeof PAGE_GAP)[] {
  const shown = new Set([1, count]);
  for (let page = Math.max(1, current - around); page <= Math.min(count, current + around); page++) shown.add(page);
  const items: (number | typeof PAGE_GAP)[] = [];
  let last = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - last === 2) items.push(last + 1);
    else if (page - last > 2) items.push(PAGE_GAP);
    items.push(page);
    last = page;
  }
  return items;
}
