import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Answer, SiteRequest } from "./engine-page.ts";

interface Route {
  matches: (request: SiteRequest) => boolean;
  answer: (request: SiteRequest) => Answer | Promise<Answer>;
}

export interface FrontServer {
  origin: string;
  requests: SiteRequest[];
  route(matches: Route["matches"], answer: Route["answer"]): void;
  close(): Promise<void>;
}

/** Every port a front server of this process has listened on. */
const given = new Set<number>();

/**
 * Listens on a port of the system's choosing that no earlier front server of this process had. The
 * system gives a closed port again (22 of 600 servers in a row here), and a browser keeps a page's
 * HTTP cache and storage by origin, port included: a kept tab (kept-tab.ts), or WebDriver's one
 * profile, would then serve an earlier page's chunks from its cache, never asking for them (the
 * after-paint module a test fails with a 404 arrived, and no island fell back). A port given again
 * is held until a new one comes, so the system cannot give it a third time meanwhile.
 */
async function listenOnNewPort(make: () => Server): Promise<Server> {
  const held: Server[] = [];
  try {
    for (;;) {
      const server = make();
      await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      if (!given.has(port)) {
        given.add(port);
        return server;
      }
      held.push(server);
    }
  } finally {
    for (const server of held) server.close();
  }
}

/**
 * A page's own server in front of the site's: every engine's requests for the site go through it,
 * so a test sees them (`requests`), holds, fails or answers them (`route`) the same way in every
 * engine, whatever its protocol can intercept. A port no earlier page had is also a new origin: an
 * empty cache and storage, which WebDriver, with one profile per session, cannot give otherwise.
 */
export async function startFrontServer(upstream: string): Promise<FrontServer> {
  const target = new URL(upstream);
  const requests: SiteRequest[] = [];
  const routes: Route[] = [];
  const opened = performance.now();
  const sockets = new Set<import("node:net").Socket>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, host: target.host };
    const upstreamRequest = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstreamRequest.on("error", () => res.destroy());
    req.pipe(upstreamRequest);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://front");
    const seen: SiteRequest = {
      path: url.pathname,
      search: url.search,
      dest: String(req.headers["sec-fetch-dest"] ?? ""),
      at: performance.now() - opened,
    };
    requests.push(seen);
    const route = routes.findLast((candidate) => candidate.matches(seen));
    const answer = route ? await route.answer(seen) : "continue";
    if (answer === "continue") return forward(req, res);
    if (answer === "abort") return res.destroy();
    res.writeHead(answer.status, { "content-type": answer.contentType, "cache-control": "no-store" }).end(answer.body);
  };
  const server = await listenOnNewPort(() => createServer(handle));
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    route: (matches, answer) => routes.push({ matches, answer }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
