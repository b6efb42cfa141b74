import { open, type FileHandle } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { contentTypeOf } from "./content-type.ts";
import { parseRange } from "./parse-range.ts";

export interface SendOptions {
  status: 200 | 404;
  /** For the 200, 206 and 304 answers (and the 404 page); other statuses are revalidated. */
  cacheControl: string;
  /** Rewrites the body before it is sent; such a response has no ETag and no ranges. */
  transform?: (text: string) => string;
  /** Encodings the client accepts, best first: a `.br` or `.gz` sibling is sent if there is one. */
  encodings?: ("br" | "gzip")[];
}

const SIBLING = { br: ".br", gzip: ".gz" } as const;

/**
 * Sends one file with validators (ETag, 304) and byte ranges (206, 416) on 200 responses. Headers
 * already set on `res` (the security headers of `_headers`) go with every answer.
 * The file is opened once and everything comes from that handle, so a rebuild that swaps
 * the folder mid-request cannot mix the headers of one file with the bytes of another.
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, options: SendOptions): Promise<void> {
  const { handle, encoding } = await openBest(file, options.encodings ?? []);
  let streaming = false;
  try {
    const { size, mtimeMs } = await handle.stat();
    const cacheControl = options.cacheControl;
    const headers: OutgoingHttpHeaders = { "Content-Type": contentTypeOf(file), "Cache-Control": cacheControl };
    if (options.encodings?.length || encoding) headers.Vary = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;

    if (options.transform) {
      const body = Buffer.from(options.transform(await handle.readFile("utf8")));
      res.writeHead(options.status, { ...headers, "Content-Length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }

    const cacheable = options.status === 200;
    const etag = `"${size.toString(16)}-${Math.trunc(mtimeMs * 1000).toString(16)}${encoding ? `-${encoding}` : ""}"`;
    if (cacheable) Object.assign(headers, { ETag: etag, "Accept-Ranges": "bytes" });
    if (cacheable && matchesEtag(req.headers["if-none-match"], etag)) {
      // RFC 9110 §15.4.5: a 304 carries the Cache-Control, ETag and Vary the 200 would.
      res.writeHead(304, { ETag: etag, "Cache-Control": cacheControl, ...(headers.Vary ? { Vary: headers.Vary } : {}) });
      res.end();
      return;
    }

    const ifRange = req.headers["if-range"];
    const range = cacheable && (!ifRange || ifRange === etag) ? parseRange(req.headers.range, size) : undefined;
    if (range === "unsatisfiable") {
      // Not the file's caching: a year of "immutable" on an error would outlive the file's next version.
      res.writeHead(416, { "Content-Range": `bytes */${size}`, "Cache-Control": "no-cache" });
      res.end();
      return;
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? size - 1;
    if (range) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
    res.writeHead(range ? 206 : options.status, { ...headers, "Content-Length": end - start + 1 });
    if (req.method === "HEAD" || size === 0) {
      res.end();
      return;
    }
    streaming = true;
    // Once headers are out, a failure (usually the client going away) can only end the response,
    // which pipeline already does.
    await pipeline(handle.createReadStream({ start, end }), res).catch(() => undefined);
  } finally {
    if (!streaming) await handle.close();
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

/** The first pre-compressed sibling that exists, else the file itself. */
async function openBest(file: string, encodings: ("br" | "gzip")[]): Promise<{ handle: FileHandle; encoding?: "br" | "gzip" }> {
  for (const encoding of encodings) {
    const handle = await open(file + SIBLING[encoding], "r").catch(() => undefined);
    if (handle) return { handle, encoding };
  }
  return { handle: await open(file, "r") };
}
