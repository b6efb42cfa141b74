import { STATUS_CODES, validateHeaderName, validateHeaderValue } from "node:http";
import type { Duplex } from "node:stream";

/**
 * Answers a request that Node's HTTP parser refused before any handler ran ("GET http:/x",
 * oversized headers, a stalled request), as Node would (400, 431 or 408) but with the headers
 * of `_headers` that every answer of the server carries.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers: () => Promise<Record<string, string>>): void {
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  headers()
    .catch(() => ({}))
    .then((found: Record<string, string>) => {
      const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, "Connection: close", "Content-Length: 0", "Cache-Control: no-cache"];
      for (const [name, value] of Object.entries({ "X-Content-Type-Options": "nosniff", ...found })) {
        if (name.toLowerCase() !== "cache-control" && isValidHeader(name, value)) lines.push(`${name}: ${value}`);
      }
      if (socket.writable) socket.end(`${lines.join("\r\n")}\r\n\r\n`);
      else socket.destroy();
    });
}

// Written to the socket as they are, so checked the way setHeader would check them.
function isValidHeader(name: string, value: string): boolean {
  try {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}
