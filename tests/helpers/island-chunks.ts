import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Route } from "playwright-core";
import type { BrowserSite } from "./browser-site.ts";

export interface ChunkRequest {
  /** Site path, e.g. "/assets/chunks/Accordion-AB12CD34.js". */
  path: string;
  /** Query string, "" or e.g. "?retry=1". */
  search: string;
}

/**
 * The loader's two files, as site paths: the entry the page links (`<script type="module" src>`)
 * and what it imports once the page has painted (the one "./….js" it names). Read from the build,
 * so a rebuild with new hashes needs no edit.
 */
export function loaderFiles(site: Pick<BrowserSite, "dir">): { entry: string; afterPaint: string } {
  const html = readFileSync(path.join(site.dir, "index.html"), "utf8");
  const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error("no loader entry in index.html");
  const named = /"\.\/([\w-]+\.js)"/.exec(readFileSync(path.join(site.dir, entry), "utf8"))?.[1];
  if (!named) throw new Error(`the loader ${entry} names no after-paint module`);
  return { entry, afterPaint: path.posix.join(path.posix.dirname(entry), named) };
}

/**
 * Sends every request for the site's JavaScript chunks (the site's files under /assets/ ending in
 * .js, but the loader's two files) to `answer`, and lists them in order.
 */
export async function routeChunks(
  site: BrowserSite,
  page: Page,
  answer: (route: Route, request: ChunkRequest, requests: readonly ChunkRequest[]) => Promise<void>,
): Promise<ChunkRequest[]> {
  const loader = Object.values(loaderFiles(site));
  const origin = new URL(site.url("/")).origin;
  const requests: ChunkRequest[] = [];
  await page.route(
    (url) => url.origin === origin && url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js") && !loader.includes(url.pathname),
    async (route) => {
      const url = new URL(route.request().url());
      const request = { path: url.pathname, search: url.search };
      requests.push(request);
      await answer(route, request, requests);
    },
  );
  return requests;
}

export const notFound = (route: Route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" });

/** A request of the page for one of the site's JavaScript chunks: under /assets/, .js, not the loader's two files. */
export function isChunkRequest(site: Pick<BrowserSite, "dir">): (request: { path: string }) => boolean {
  const loader = Object.values(loaderFiles(site));
  return ({ path: file }) => file.startsWith("/assets/") && file.endsWith(".js") && !loader.includes(file);
}

/** Chunks of the islands and of React's runtime, as opposed to the lazy behaviours' chunks. */
export const isIslandChunk = (chunk: string) => /\/(react-runtime|Accordion|SignalTabs|Tooltip|chunk)-\w+\.js$/.test(chunk);

/** A promise the test resolves itself, e.g. to hold chunk responses until it has clicked. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Records unhandled promise rejections in window.__rejections, from before any page script runs. */
export const RECORD_REJECTIONS = () => {
  const list: string[] = [];
  Object.assign(window, { __rejections: list });
  window.addEventListener("unhandledrejection", (event) => list.push(String(event.reason)));
};
