import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the stand-in answers the next sign-ups: as asked, or never (until `release`). */
type Answer = "ok" | "already" | "refused" | "error" | "hold";

/** A POST the stand-in received, as it read it. */
interface Received {
  path: string;
  query: URLSearchParams;
  /** "multipart/form-data" or "application/x-www-form-urlencoded". */
  type: string;
  fields: Record<string, string>;
}

export interface ProviderStandIn {
  /** http://127.0.0.1:port */
  origin: string;
  received: Received[];
  /** Every other request, "HEAD /" say: asked of the provider, never a sign-up. */
  asked: string[];
  answer: Answer;
  /**
   * Whether its answers let the site's origin read them (CORS), as the provider must for the
   * sign-up script to read them; false: as Brevo answers a site it has not been told of.
   */
  cors: boolean;
  /** Answers every held request as `answer` then says. */
  release(): void;
  close(): Promise<void>;
}

export interface StandInOptions {
  kind: "brevo" | "generic";
  /** The fields a POST must hold, each as a test of its value; a POST without one of them gets a 400. */
  fields: Record<string, (value: string) => boolean>;
  /** Where a plain POST is sent back to: Brevo's form redirection (set in Brevo), or the generic post's own field. */
  returnTo: (received: Received) => string;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for the newsletter provider (docs/newsletter.md says
 * what each answers): Brevo's form endpoint answers a `?isAjax=1` POST in JSON and a plain one with
 * its redirection; a generic service answers a status. It lets the site's origin read its answers
 * (CORS) unless told not to (`cors`).
 */
export async function startProviderStandIn(options: StandInOptions): Promise<ProviderStandIn> {
  const held: (() => void)[] = [];
  const standIn = { received: [] as Received[], asked: [] as string[], answer: "ok" as Answer, cors: true };
  const server = createServer((request, response) => {
    void readPost(request).then((received) => {
      if (standIn.cors) {
        response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
        response.setHeader("Vary", "Origin");
      }
      if (!received) {
        standIn.asked.push(`${request.method} ${request.url}`);
        return void response.writeHead(405).end();
      }
      standIn.received.push(received);
      const missing = Object.entries(options.fields).find(([name, valid]) => !(name in received.fields) || !valid(received.fields[name]!));
      const reply = () => answer(options, received, missing?.[0], standIn.answer, response);
      if (!missing && standIn.answer === "hold") held.push(reply);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(standIn, {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => held.splice(0).forEach((reply) => reply()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

async function readPost(request: IncomingMessage): Promise<Received | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (request.method !== "POST") return undefined;
  const url = new URL(request.url ?? "/", "http://stand-in");
  const type = request.headers["content-type"] ?? "";
  // Undici reads both encodings a form may post, as a server framework would.
  const data = await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData().catch(() => new FormData());
  const fields = Object.fromEntries([...data].map(([name, value]) => [name, String(value)]));
  return { path: url.pathname, query: url.searchParams, type: type.split(";")[0]!, fields };
}

function answer(options: StandInOptions, received: Received, missing: string | undefined, kind: Answer, response: ServerResponse) {
  const json = (status: number, body: object) => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  if (options.kind === "brevo" && received.query.get("isAjax") === "1") {
    // Brevo's answers to its embed script: { success, message, errors (by field), redirect }.
    if (missing || kind === "refused") return json(400, { success: false, message: "Invalid", errors: { [missing ?? "EMAIL"]: "Invalid value" } });
    if (kind === "error") return response.writeHead(500, { "Content-Type": "text/html" }).end("<h1>Internal error</h1>");
    return json(200, { success: true, message: "OK", redirect: options.returnTo(received) });
  }
  if (missing || kind === "refused") return json(400, { error: `missing or invalid field ${missing ?? "email"}` });
  if (kind === "error") return response.writeHead(500).end();
  if (kind === "already" && options.kind === "generic") return json(409, { error: "already subscribed" });
  response.writeHead(303, { Location: options.returnTo(received) }).end();
}
