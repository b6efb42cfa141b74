import { readFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";

/** Parses one generated page; `file` is relative to the output folder ("blog/index.html"). */
export function readPage(outDir: string, file: string): Document {
  const html = readFileSync(path.join(outDir, file), "utf8");
  return parseHTML(html).document as unknown as Document;
}

/** "/" → "index.html", "/blog/" → "blog/index.html", "/404.html" → "404.html". */
export function fileOf(route: string): string {
  return route.endsWith(".html") ? route.slice(1) : `${route.slice(1)}index.html`;
}
