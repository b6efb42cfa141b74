/** Splits the listing's further articles into pages; there is always a first page, maybe empty. */
export function listingPages<T>(items: readonly T[], pageSize: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += pageSize) pages.push(items.slice(start, start + pageSize));
  return pages.length > 0 ? pages : [[]];
}
