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

/**
 * Text of a node as a reader would search it: the build's French typography (no-break spaces,
 * typographic apostrophes) folded back to plain spaces and apostrophes, runs of space collapsed.
 */
export function plainText(node: { textContent: string | null }): string {
  return (node.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/’/g, "'").replace(/\s+/g, " ");
}

/** The `main section#id` of a generated page; throws naming the route and id when it is missing. */
export function readSection(outDir: string, route: string, id: string): Element {
  const found = readPage(outDir, fileOf(route)).querySelector(`main section#${id}`);
  if (!found) throw new Error(`${route} has no section #${id}`);
  return found;
}
