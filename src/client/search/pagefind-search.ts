/** What the dialog shows of a search: how many pages were found, and the first ones. */
export interface Found {
  count: number;
  pages: { url: string; title: string; excerpt: string }[];
}

/** The part of Pagefind's browser API the dialog uses (pagefind.js, written by `site build`). */
interface Pagefind {
  options(options: { excerptLength?: number; baseUrl?: string }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, timeoutMs?: number): Promise<{ results: { data(): Promise<PageData> }[] } | null>;
}

interface PageData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

/** Key presses closer together than this make one search. */
const DEBOUNCE_MS = 200;
/** Words in an excerpt: two lines of the dialog on a phone. */
const EXCERPT_WORDS = 22;

/**
 * Loads Pagefind's script from the URL the header's link names (under the site's base path) and
 * its index for the language of the pages; resolves with a search that gives the first `shown`
 * pages, or null when a newer search has replaced it. Pagefind fetches the rest of the index a
 * piece at a time, as the words searched need.
 */
export async function loadSearch(url: string, shown: number): Promise<(term: string) => Promise<Found | null>> {
  const pagefind = (await import(url)) as Pagefind;
  // The index holds each page's address whole, base path included (the build writes it so): by
  // default Pagefind would put the folder its script is served from before it a second time.
  await pagefind.options({ excerptLength: EXCERPT_WORDS, baseUrl: "/" });
  await pagefind.init();
  return async (term) => {
    const search = await pagefind.debouncedSearch(term, {}, DEBOUNCE_MS);
    if (search === null) return null;
    const pages = await Promise.all(search.results.slice(0, shown).map((result) => result.data()));
    return { count: search.results.length, pages: pages.map((page) => ({ url: page.url, title: page.meta.title ?? page.url, excerpt: page.excerpt })) };
  };
}
