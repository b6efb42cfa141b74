import type { IncomingMessage, ServerResponse } from "node:http";
import { renderErrorOverlay } from "./error-overlay.ts";
import { RELOAD_CLIENT_TAGS } from "./reload-client.ts";

/**
 * What a rebuild changed: "content" when every changed file is content (what the editor at /admin/
 * saves), "code" otherwise. Sent with the reload event: the editor reloads on code only.
 */
export type ReloadScope = "content" | "code";

export interface LiveReload {
  /** Answers a request to the events endpoint with a server-sent event stream. */
  connect(req: IncomingMessage, res: ServerResponse): void;
  reload(scope: ReloadScope): void;
  showError(message: string): void;
  clearError(): void;
  /** The HTML with the reload client, and the error overlay while an error is shown. */
  inject(html: string): string;
  close(): void;
}

// Keeps idle event streams from being dropped by proxies and sleeping network stacks.
const HEARTBEAT_MS = 30_000;

export function createLiveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  let error: string | undefined;
  const frame = (event: string, data = "") => `event: ${event}\ndata: ${data}\n\n`;
  const broadcast = (text: string) => clients.forEach((client) => client.write(text));
  const heartbeat = setInterval(() => broadcast(": ping\n\n"), HEARTBEAT_MS);
  heartbeat.unref();

  return {
    connect(req, res) {
      res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" });
      if (req.method === "HEAD") return void res.end();
      res.write(error === undefined ? ": connected\n\n" : frame("error", JSON.stringify(error)));
      clients.add(res);
      res.on("close", () => clients.delete(res));
    },
    reload: (scope) => broadcast(frame("reload", scope)),
    showError(message) {
      error = message;
      // JSON keeps a multi-line message on one `data:` line.
      broadcast(frame("error", JSON.stringify(message)));
    },
    clearError() {
      error = undefined;
      broadcast(frame("clear"));
    },
    inject(html) {
      const addition = (error === undefined ? "" : renderErrorOverlay(error)) + RELOAD_CLIENT_TAGS;
      const at = html.search(/<\/body>(?![\s\S]*<\/body>)/i);
      return at === -1 ? html + addition : html.slice(0, at) + addition + html.slice(at);
    },
    close() {
      clearInterval(heartbeat);
      clients.forEach((client) => client.end());
      clients.clear();
    },
  };
}
