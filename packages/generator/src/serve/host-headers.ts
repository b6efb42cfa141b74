import type { ServerResponse } from "node:http";
import type { ParsedPath } from "./parse-request-path.ts";

/** What `_headers` gives one request, split by when it may be sent. */
export interface HostHeaders {
  /** Security headers and the like: sent with every answer, redirects and errors included. */
  always: Record<string, string>;
  /**
   * Only for a 200, 206 or 304 of a file that exists: the `/assets/*` year would otherwise keep a
   * 404 in caches after a later deploy adds the file.
   */
  cacheControl?: string;
}

/**
 * The path whose `_headers` rules apply: the request's, decoded, or the base path when the target
 * cannot be parsed or lies outside the base (those answers still come from this site, and the
 * build writes its rules under the base: "/sub/*").
 */
export function rulesPathOf(parsed: ParsedPath, base: string[]): string {
  const basePath = basePathOf(base);
  if (parsed.kind === "refused") return basePath;
  const pathname = `/${parsed.segments.join("/")}${parsed.directory && parsed.segments.length ? "/" : ""}`;
  return pathname.startsWith(basePath) ? pathname : basePath;
}

/** ["sub", "path"] → "/sub/path/", [] → "/". */
export function basePathOf(base: string[]): string {
  return base.length ? `/${base.join("/")}/` : "/";
}

export function splitHostHeaders(headers: Record<string, string>): HostHeaders {
  const split: HostHeaders = { always: {} };
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === "cache-control") split.cacheControl = value;
    else split.always[name] = value;
  }
  return split;
}

/**
 * Puts the headers on the response before anything is answered; `writeHead` merges them with its
 * own. nosniff is sent even without `_headers`, which may say otherwise.
 */
export function setAlwaysHeaders(res: ServerResponse, { always }: HostHeaders): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  for (const [name, value] of Object.entries(always)) res.setHeader(name, value);
}
