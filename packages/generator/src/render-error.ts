import path from "node:path";
import type { PageRenderErrorShape } from "./site-definition.ts";

function isPageRenderError(error: unknown): error is PageRenderErrorShape {
  return (error as { name?: string } | null)?.name === "PageRenderError";
}

/**
 * One clear message for a page that throws: the route, the error, and the components that led
 * to it, innermost first. The raw JavaScript stack only when asked for.
 */
export function describeRenderError(error: unknown, verbose: boolean, mapStack: (stack: string) => string = (stack) => stack): string {
  if (!isPageRenderError(error)) return error instanceof Error && verbose ? mapStack(String(error.stack)) : String(error);
  const cause = error.cause instanceof Error ? error.cause : new Error(String(error.cause));
  const stack = mapStack(cause.stack ?? "");
  const components = error.componentStack
    .split("\n")
    .map((line) => line.trim().replace(/^at /, "").replace(/ \(.*\)$/, ""))
    .filter(Boolean);
  const origin = firstProjectFrame(stack);
  const lines = [
    `route ${error.route} (page component ${error.component}) threw while rendering:`,
    `  ${cause.name}: ${cause.message}${origin ? ` (at ${origin})` : ""}`,
    ...components.map((name) => `    in <${name}>`),
  ];
  lines.push(verbose ? `\n${stack}` : "  (run with --verbose for the full stack)");
  return lines.join("\n");
}

/** "pages/blog.tsx:4:9" for the innermost stack frame in the project's own sources. */
function firstProjectFrame(stack: string): string | undefined {
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?$/gm)) {
    const file = match[1]!.replace(/^file:\/\//, "");
    if (file.includes("/node_modules/")) continue;
    return `${path.relative(process.cwd(), file)}:${match[2]}:${match[3]}`;
  }
  return undefined;
}
