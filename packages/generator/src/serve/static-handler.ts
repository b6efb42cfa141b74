import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { LiveReload } from "./live-reload.ts";
import { resolveRequest } from "./resolve-request.ts";
import { sendFile } from "./send-file.ts";
import { IMMUTABLE } from "../host/cache-control.ts";
import { parseRequestPath } from "./parse-request-path.ts";

export interface StaticOptions {
  root: string;
  /** Headers that the folder's `_headers` file gives a request path. */
  headersFor?: (pathname: string) => Promise<Record<string, string>>;
  /** The target the folder's `_redirects` file gives a decoded request path, if any. */
  redirectFor?: (pathname: string) => Promise<string | undefined>;
  /** Decoded segments of the base path: [] for "/", ["sub", "path"] for "/sub/path/". */
  base: string[];
  liveReload?: LiveReload;
}

/**
 * Answers a GET or HEAD request from the folder, as the static host would. `hostCacheControl`,
 * from `_headers`, is used only for a file that exists; the other headers of `_headers` are
 * already on `res`.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, options: StaticOptions, hostCacheControl?: string): Promise<void> {
  const moved = await redirectOf(req.url ?? "/", options);
  if (moved) return sendText(req, res, 301, "", { Location: moved, "Cache-Control": "no-cache" });
  const resolution = await resolveRequest(options.root, req.url ?? "/", options.base);
  switch (resolution.kind) {
    case "refused":
      return sendText(req, res, 400, "Bad request");
    case "redirect":
      // no-cache: browsers otherwise keep a 301 forever, which outlives a local layout change.
      return sendText(req, res, 301, "", { Location: resolution.location, "Cache-Control": "no-cache" });
    case "not-found":
      return sendNotFound(req, res, options);
    case "file": {
      // Host configuration, read by the host and never served (as on Netlify and Cloudflare Pages).
      if (HOST_FILES.has(resolution.segments.join("/")) || resolution.segments[0] === "_host") return sendNotFound(req, res, options);
      const html = resolution.file.endsWith(".html");
      const transform = htmlTransform(html, options);
      // With live reload, HTML is never cached whatever `_headers` says.
      const cacheControl = transform
        ? htmlCacheControl(options)
        : (hostCacheControl ?? (html ? htmlCacheControl(options) : resolution.segments[0] === "assets" ? IMMUTABLE : "no-cache"));
      return sendFile(req, res, resolution.file, {
        status: 200,
        cacheControl,
        transform,
        encodings: transform ? [] : acceptedEncodings(req),
      });
    }
  }
}

const HOST_FILES = new Set(["_headers", "_redirects"]);

/**
 * A former URL of `_redirects`, before any file is looked for (as on Cloudflare Pages; the build's
 * check makes sure no source is also a file), with the query string kept, as the hosts do. The
 * Location is the rule's target, already under the base path.
 */
async function redirectOf(target: string, options: StaticOptions): Promise<string | undefined> {
  if (!options.redirectFor) return undefined;
  const parsed = parseRequestPath(target);
  if (parsed.kind !== "path") return undefined;
  const pathname = `/${parsed.segments.join("/")}${parsed.directory && parsed.segments.length ? "/" : ""}`;
  const to = await options.redirectFor(pathname);
  return to === undefined ? undefined : `${to}${parsed.query ? `?${parsed.query}` : ""}`;
}

/** Pre-compressed siblings the client accepts, best first. */
function acceptedEncodings(req: IncomingMessage): ("br" | "gzip")[] {
  const accepted = String(req.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.trim().toLowerCase());
  return (["br", "gzip"] as const).filter((encoding) => accepted.includes(encoding));
}

// The 404 page's own caching, never the rule of the path asked for: a year of "immutable" on a
// missing /assets/ file would hide it after the deploy that adds it.
async function sendNotFound(req: IncomingMessage, res: ServerResponse, options: StaticOptions): Promise<void> {
  const page = await resolveRequest(options.root, "/404.html", []);
  if (page.kind !== "file") return sendText(req, res, 404, "Not found");
  const transform = htmlTransform(true, options);
  await sendFile(req, res, page.file, {
    status: 404,
    cacheControl: htmlCacheControl(options),
    transform,
    encodings: transform ? [] : acceptedEncodings(req),
  });
}

// With live reload the body differs from the file on disk, so no validator may describe it.
function htmlCacheControl(options: StaticOptions): string {
  return options.liveReload ? "no-store" : "no-cache";
}

function htmlTransform(html: boolean, { liveReload }: StaticOptions): ((text: string) => string) | undefined {
  return html && liveReload ? (text) => liveReload.inject(text) : undefined;
}

/** A short plain-text answer; revalidated by default, since 404 and 405 are cacheable by default. */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  const body = Buffer.from(text);
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": body.length, "Cache-Control": "no-cache", ...headers });
  res.end(req.method === "HEAD" ? undefined : body);
}
