import type { IncomingMessage, ServerResponse } from "node:http";
import { colour, log } from "../log.ts";

/**
 * Where pages built for `site serve` post what they would send elsewhere (a site's audience
 * measurement: RenderOptions.previewBeacon), so that a preview counts nothing. Fixed and outside
 * any base path, like the live reload's files.
 */
export const BEACON_PATH = "/__site/beacon";

/** A beacon is a few hundred bytes; anything longer is cut, not buffered without end. */
const MAX_BODY_BYTES = 16_384;

/**
 * Prints the body of a POST to the beacon on one line, so the team sees in the terminal what
 * would be counted while they edit: JSON as it came, a form as the JSON of its fields. Answers 204.
 */
export async function receiveBeacon(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body = "";
  for await (const chunk of req) {
    if (body.length < MAX_BODY_BYTES) body += String(chunk);
  }
  log.info(`${colour.dim("beacon")} ${describe(body.slice(0, MAX_BODY_BYTES))}`);
  res.writeHead(204, { "Cache-Control": "no-store" });
  res.end();
}

function describe(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    const fields = new URLSearchParams(body);
    return [...fields.keys()].length > 0 ? JSON.stringify(Object.fromEntries(fields)) : JSON.stringify(body);
  }
}
