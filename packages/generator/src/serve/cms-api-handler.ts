import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../log.ts";
import { MalformedRequest, readAction } from "./cms-api-actions.ts";
import { contentPathRefusal, type EditableFolder } from "./content-path.ts";
import { isLoopbackAddress, isLoopbackHost } from "./loopback.ts";

/** What one request of the editor may weigh: a photo of 24 MB, base64 in the JSON of its upload, fits. */
export const CMS_API_MAX_BODY_BYTES = 32 * 1024 * 1024;

/** Where the editor's requests go once checked (decap-server, cms-backend.ts), and the folder they may touch. */
export interface CmsApiTarget extends EditableFolder {
  /** Hands a checked body to the backend, and its answer to `res`. */
  send(body: Buffer, res: ServerResponse): void;
}

/**
 * Answers a POST of the editor. Only the editor's page on this machine may use it: a loopback
 * peer, a loopback Host (not a DNS-rebinding page's name) and, when the browser sends one, the
 * Origin of that same Host (not a page of another site). Those refusals are plain text. The body
 * must then be JSON of at most CMS_API_MAX_BODY_BYTES asking an action of the list
 * (cms-api-actions.ts) whose every path lies in the content folder; these refusals are JSON with
 * an `error`, which the editor shows.
 */
export async function answerCmsApi(req: IncomingMessage, res: ServerResponse, target: CmsApiTarget): Promise<void> {
  const network = networkRefusal(req);
  if (network) return refuse(res, 403, network, "text");
  if (mediaType(req.headers["content-type"]) !== "application/json") {
    return refuse(res, 415, "La requête doit être envoyée en JSON (Content-Type: application/json).", "json");
  }
  const tooLarge = `Envoi trop lourd : l'éditeur local accepte ${CMS_API_MAX_BODY_BYTES / 1024 / 1024} Mo au plus par enregistrement, une image de 24 Mo environ.`;
  if (Number(req.headers["content-length"]) > CMS_API_MAX_BODY_BYTES) return refuse(res, 413, tooLarge, "json");
  const body = await readBody(req, CMS_API_MAX_BODY_BYTES);
  if (!body) return refuse(res, 413, tooLarge, "json");
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return refuse(res, 400, "Le corps de la requête n'est pas du JSON.", "json");
  }
  let paths;
  try {
    ({ paths } = readAction(parsed));
  } catch (error) {
    if (error instanceof MalformedRequest) return refuse(res, 422, error.message, "json");
    throw error;
  }
  const refusals = await Promise.all(paths.map((requested) => contentPathRefusal(requested, target)));
  const refused = refusals.filter((refusal) => refusal !== undefined);
  if (refused.length > 0) return refuse(res, 403, refused.join(" "), "json");
  // The bytes checked are the bytes sent: decap-server reads them as JSON too.
  target.send(body, res);
}

function networkRefusal(req: IncomingMessage): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!isLoopbackAddress(peer)) return `Refused: the editor's API answers this machine only (loopback), not ${peer ?? "an unknown address"}.`;
  const { host, origin } = req.headers;
  if (!isLoopbackHost(host)) return `Refused: the editor's API answers requests for localhost, 127.0.0.1 or [::1] only, not Host "${host ?? ""}".`;
  const own = URL.parse(`http://${host}`)?.origin;
  if (origin !== undefined && URL.parse(origin)?.origin !== own) {
    return `Refused: the editor's API answers its own page only (${own}), not a page of Origin "${origin}".`;
  }
  return undefined;
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * The body, or undefined once it passes `limit` bytes. The rest is then read and dropped rather
 * than left unread, so that the client, still sending, gets the answer instead of a reset.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", collect).resume();
      resolve(undefined);
    };
    req.on("data", collect);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

function refuse(res: ServerResponse, status: number, message: string, as: "text" | "json"): void {
  log.warn(`editor API: ${status} ${message}`);
  const body = Buffer.from(as === "text" ? message : JSON.stringify({ error: message }));
  const type = as === "text" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8";
  res.writeHead(status, { "Content-Type": type, "Content-Length": body.length, "Cache-Control": "no-store" });
  res.end(body);
}
