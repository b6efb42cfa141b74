import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { TLSSocket } from "node:tls";
import { makeSelfSignedCertificate } from "../../../scripts/lib/self-signed-certificate.ts";
import type { ThirdPartyAnswers } from "./engine-page.ts";

export interface ThirdPartyProxy {
  /** "http://127.0.0.1:PORT", what each engine is told to use for every host but 127.0.0.1. */
  url: string;
  /** From now on, requests made by pages of `origin` get `answers`, and are listed in `external`. */
  register(origin: string, answers: ThirdPartyAnswers, external: string[]): void;
  close(): Promise<void>;
}

let certificate: Promise<{ key: Buffer; cert: Buffer }> | undefined;
/** One certificate per test process; every engine is told to accept it (it is not for any real host). */
function ourCertificate() {
  certificate ??= makeSelfSignedCertificate(mkdtempSync(path.join(os.tmpdir(), "site-proxy-"))).then((made) => ({
    key: readFileSync(made.key),
    cert: readFileSync(made.certificate),
  }));
  return certificate;
}

/**
 * The one way out of the machine each engine is given: a proxy on 127.0.0.1 that answers the
 * scheduling provider with a local stand-in and refuses every other host, so that no test depends
 * on the internet and nothing is sent to a third party. HTTPS is opened here (CONNECT, then TLS
 * with a certificate of ours) so the answer can depend on the URL. A request is credited to the
 * page whose origin its Referer names; the browsers' own background requests name none, and are
 * refused without being listed.
 */
export async function startThirdPartyProxy(): Promise<ThirdPartyProxy> {
  const { key, cert } = await ourCertificate();
  const pages = new Map<string, { answers: ThirdPartyAnswers; external: string[] }>();
  const sockets = new Set<Socket>();

  const answer = (req: IncomingMessage, res: ServerResponse, url: string) => {
    const referer = req.headers.referer ? new URL(req.headers.referer).origin : "";
    const page = pages.get(referer);
    page?.external.push(url);
    const found = Object.entries(page?.answers ?? {}).find(([prefix]) => url.startsWith(prefix))?.[1];
    if (!found) return res.destroy();
    // The provider down: an error status, which every engine reports to the page as a failed load at
    // once (a connection cut after CONNECT, Firefox tries again and again).
    if (found === "fail") return res.writeHead(502).end();
    res.writeHead(200, { "content-type": found.contentType, "access-control-allow-origin": "*" }).end(found.body);
  };

  const tunnelled = createServer((req, res) => answer(req, res, `https://${req.headers.host}${req.url}`));
  const server = createServer((req, res) => answer(req, res, req.url ?? ""));
  server.on("connect", (_req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) socket.unshift(head);
    const secure = new TLSSocket(socket, { isServer: true, key, cert });
    secure.on("error", () => socket.destroy());
    tunnelled.emit("connection", secure);
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    register: (origin, answers, external) => pages.set(origin, { answers, external }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
