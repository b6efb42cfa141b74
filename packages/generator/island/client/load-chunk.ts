const loading = new Map<string, Promise<unknown>>();

/**
 * Imports a chunk once per page, however many islands need it, and asks once more when that
 * fails. The second request carries a query: a browser may keep a failed module fetch for its URL
 * and never fetch it again. Chunks it imports statically keep their URLs; Chromium fetches a
 * failed one again on the retry (it keeps no failures), so a flaky shared chunk is retried too.
 */
export function loadChunk<T>(chunk: string): Promise<T> {
  let module = loading.get(chunk);
  if (!module) {
    const url = new URL(chunk, import.meta.url).href;
    module = import(url).catch(() => import(`${url}?retry=1`));
    loading.set(chunk, module);
  }
  return module as Promise<T>;
}
