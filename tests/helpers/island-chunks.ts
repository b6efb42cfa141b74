import { readFileSync } from "node:fs";
import path from "node:path";

/** A build's folder: where the loader's file names are read. */
interface Built {
  dir: string;
}

/**
 * The loader's two files, as site paths: the entry the page's inline start imports (`data-loader`)
 * and what it imports once the page has painted (the one "./….js" it names). Read from the build,
 * so a rebuild with new hashes needs no edit.
 */
export function loaderFiles(site: Built): { entry: string; afterPaint: string } {
  const html = readFileSync(path.join(site.dir, "index.html"), "utf8");
  const entry = /<script data-loader="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error("no loader entry in index.html");
  const named = /"\.\/([\w-]+\.js)"/.exec(readFileSync(path.join(site.dir, entry), "utf8"))?.[1];
  if (!named) throw new Error(`the loader ${entry} names no after-paint module`);
  return { entry, afterPaint: path.posix.join(path.posix.dirname(entry), named) };
}

/** A request of the page for one of the site's JavaScript chunks: under /assets/, .js, not the loader's two files. */
export function isChunkRequest(site: Built): (request: { path: string }) => boolean {
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
