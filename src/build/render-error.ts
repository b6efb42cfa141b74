interface PageRenderErrorShape {
  name: "PageRenderError";
  route: string;
  component: string;
  componentStack: string;
  cause: unknown;
}

function isPageRenderError(error: unknown): error is PageRenderErrorShape {
  return (error as { name?: string } | null)?.name === "PageRenderError";
}

/**
 * One clear message for a page that throws: the route, the error, and the components that led
 * to it, innermost first. The raw JavaScript stack only when asked for.
 */
export function describeRenderError(error: unknown, verbose: boolean): string {
  if (!isPageRenderError(error)) return error instanceof Error && verbose ? String(error.stack) : String(error);
  const cause = error.cause instanceof Error ? error.cause : new Error(String(error.cause));
  const components = error.componentStack
    .split("\n")
    .map((line) => line.trim().replace(/^at /, "").replace(/ \(.*\)$/, ""))
    .filter(Boolean);
  const lines = [
    `route ${error.route} (page component ${error.component}) threw while rendering:`,
    `  ${cause.name}: ${cause.message}`,
    ...components.map((name) => `    in <${name}>`),
  ];
  lines.push(verbose ? `\n${cause.stack}` : "  (run with --verbose for the full stack)");
  return lines.join("\n");
}
