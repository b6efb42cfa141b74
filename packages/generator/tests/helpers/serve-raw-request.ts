import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends the request target exactly as written: fetch and URL would normalise "..", "%2e%2e"
 * or "\" before the server ever saw them. Reads until the server closes the connection.
 */
export function rawRequest(port: number, target: string, method = "GET", headers: Record<string, string> = {}): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf("\r\n\r\n");
      if (split === -1) return reject(new Error(`no complete response to ${target}: ${raw.toString("latin1")}`));
      const [statusLine = "", ...headerLines] = raw.subarray(0, split).toString("latin1").split("\r\n");
      const entries = headerLines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
      });
      resolve({ status: Number(statusLine.split(" ")[1]), headers: Object.fromEntries(entries), body: raw.subarray(split + 4) });
    });
  });
}
