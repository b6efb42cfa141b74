import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { log } from "../log.ts";
import { normaliseBase } from "../../shared/url.ts";
import { createLiveReload, type ReloadScope } from "./live-reload.ts";
import { OVERLAY_CSS } from "./error-overlay.ts";
import { answerClientError } from "./client-error.ts";
import { BEACON_PATH, receiveBeacon } from "./beacon.ts";
import { createHeadersFile } from "./headers-file.ts";
import { createRedirectsFile } from "./redirects-file.ts";
import { basePathOf, rulesPathOf, setAlwaysHeaders, splitHostHeaders } from "./host-headers.ts";
import { parseRequestPath } from "./parse-request-path.ts";
import { EVENTS_PATH, OVERLAY_STYLES_PATH, RELOAD_CLIENT_JS, RELOAD_SCRIPT_PATH } from "./reload-client.ts";
import { ServeError, toServeError } from "./serve-error.ts";
import { CMS_API_PATH, type CmsBackendProcess } from "./cms-backend.ts";
import { answerCmsApi } from "./cms-api-handler.ts";
import { foreignHostRefusal } from "./loopback.ts";
import { sendText, serveStatic, type StaticOptions } from "./static-handler.ts";

export { ServeError } from "./serve-error.ts";

export interface ServeOptions {
  /** The folder to serve, read from disk on every request: a rebuild may swap it at any time. */
  dir: string;
  host?: string;
  /** 0 picks any free port; `SiteServer.port` tells which. */
  port?: number;
  /** "/" or "/sub/path/": the site is served under that prefix, everything else is 404. */
  base?: string;
  liveReload?: boolean;
  /** The CMS's local backend, answered at CMS_API_PATH for this machine only (`site serve` only). */
  cmsBackend?: CmsBackendProcess;
}

export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Tells every open page to reload (live reload only, like the two below). */
  reload(scope: ReloadScope): void;
  /** Shows the message over every open page, and over pages opened until `clearError`. */
  showError(message: string): void;
  clearError(): void;
}

const DEFAULT_HOST = "127.0.0.1";
const DEFAULT_PORT = 4321;

/** Serves a built site like its static host; rejects with a ServeError when it cannot listen. */
export async function startServer(options: ServeOptions): Promise<SiteServer> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ServeError(`Port ${port} is not valid: pass a whole number from 0 to 65535 (0 picks a free port).`);
  }
  const base = normaliseBase(options.base);
  const liveReload = options.liveReload ? createLiveReload() : undefined;
  const root = path.resolve(options.dir);
  const staticOptions: HandleOptions = {
    root,
    base: base.split("/").filter(Boolean),
    liveReload,
    headersFor: createHeadersFile(root),
    redirectFor: createRedirectsFile(root),
    cmsBackend: options.cmsBackend,
  };
  const server = createSiteServer(staticOptions);

  try {
    await listen(server, host, port);
  } catch (error) {
    liveReload?.close();
    throw toServeError(error, host, port);
  }
  server.on("error", (error) => log.error(`serve: ${error.message}`));
  const actualPort = (server.address() as AddressInfo).port;

  return {
    url: `http://${displayHost(host)}:${actualPort}${base}`,
    port: actualPort,
    close() {
      liveReload?.close();
      void options.cmsBackend?.close();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    reload: (scope) => liveReload?.reload(scope),
    showError: (message) => liveReload?.showError(message),
    clearError: () => liveReload?.clearError(),
  };
}

type HandleOptions = StaticOptions & { cmsBackend?: CmsBackendProcess };

/** Answers each request with `handle`, logs it when SITE_SERVE_LOG=1, and answers 500 when handling fails. */
function createSiteServer(staticOptions: HandleOptions): Server {
  const logRequests = process.env.SITE_SERVE_LOG === "1";

  const server = createServer((req, res) => {
    const started = performance.now();
    if (logRequests) {
      res.on("close", () => log.info(`${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - started)} ms`));
    }
    handle(req, res, staticOptions).catch((error: unknown) => {
      log.error(`serve: ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, "Internal server error");
    });
  });

  // Requests refused by Node's parser have no path: the base path's rules apply.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) =>
    answerClientError(error, socket, async () => (await staticOptions.headersFor?.(basePathOf(staticOptions.base))) ?? {}),
  );
  return server;
}

async function handle(req: IncomingMessage, res: ServerResponse, options: HandleOptions): Promise<void> {
  const foreignHost = foreignHostRefusal(req);
  if (foreignHost) return sendText(req, res, 403, foreignHost);
  const parsed = parseRequestPath(req.url ?? "/");
  const host = splitHostHeaders((await options.headersFor?.(rulesPathOf(parsed, options.base))) ?? {});
  setAlwaysHeaders(res, host);
  const pathname = parsed.kind === "path" ? parsed.rawPath : undefined;
  if (pathname === BEACON_PATH && req.method === "POST") return receiveBeacon(req, res);
  if (pathname === CMS_API_PATH && req.method === "POST" && options.cmsBackend) return answerCmsApi(req, res, options.cmsBackend);
  if (req.method !== "GET" && req.method !== "HEAD") {
    return sendText(req, res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  }
  if (options.liveReload && pathname === EVENTS_PATH) return options.liveReload.connect(req, res);
  if (options.liveReload && pathname === RELOAD_SCRIPT_PATH) {
    return sendText(req, res, 200, RELOAD_CLIENT_JS, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
  }
  if (options.liveReload && pathname === OVERLAY_STYLES_PATH) {
    return sendText(req, res, 200, OVERLAY_CSS, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "no-store" });
  }
  await serveStatic(req, res, options, host.cacheControl);
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function displayHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}
