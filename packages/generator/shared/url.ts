/** Normalises a deployment base path to "/" or "/sub/path/". */
export function normaliseBase(base: string | undefined): string {
  const trimmed = (base ?? "/").trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "/" : `/${trimmed}/`;
}

/** Prefixes a site-absolute path ("/blog/", "/#prise-de-rdv") with the base path. */
export function withBase(base: string, path: string): string {
  if (!path.startsWith("/")) return path;
  return base + path.slice(1);
}

/** Output file of a route path: "/" → "index.html", "/blog/" → "blog/index.html". */
export function routeFile(path: string): string {
  if (path.endsWith(".html")) return path.slice(1);
  return `${path.slice(1)}index.html`;
}
