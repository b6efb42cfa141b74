import path from "node:path";

// Only what a static marketing site ships; anything else is served as opaque bytes.
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".css": "text/css",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".map": "application/json",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};

const TEXT = /^text\/|\+(json|xml)$|^application\/(json|xml)$/;

/** The Content-Type header for a file name, with `charset=utf-8` for text types. */
export function contentTypeOf(file: string): string {
  const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  return TEXT.test(type) ? `${type}; charset=utf-8` : type;
}
