import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { log } from "../log.ts";
import type { Project } from "../project.ts";
import type { CmsApiTarget } from "./cms-api-handler.ts";

/** Where `site serve` answers the editor's local backend, on its own origin (the editor's policy allows 'self'). */
export const CMS_API_PATH = "/__site/cms-api";

/** Decap CMS's local backend (decap-server), reading and writing the project's content folder. */
export interface CmsBackendProcess extends CmsApiTarget {
  /** decap-server's own port on 127.0.0.1, which answers `site serve` only. */
  port: number;
  close(): Promise<void>;
}

const LOCAL = "127.0.0.1";
const TOKEN_HEADER = "x-site-cms-token";

/**
 * decap-server's own code, run in the child: it answers only requests that carry the token
 * `site serve` gave it, so that nothing else on this machine (a page of another local server, a
 * DNS-rebinding page that found its port) reaches it around the checks of cms-api-handler.ts.
 * decap-server has no such option: its Express app listens through `http.createServer(app)`,
 * wrapped here. The child ends when its standard input does, that is when `site serve` ends,
 * however it ends.
 */
const childScript = (decapServer: string) => `
const http = require("node:http");
const { timingSafeEqual } = require("node:crypto");
const token = Buffer.from(process.env.SITE_CMS_TOKEN);
delete process.env.SITE_CMS_TOKEN;
const createServer = http.createServer;
http.createServer = (app) => createServer((req, res) => {
  const given = Buffer.from(String(req.headers[${JSON.stringify(TOKEN_HEADER)}] ?? ""));
  if (given.length === token.length && timingSafeEqual(given, token)) return app(req, res);
  res.writeHead(403, { "Content-Type": "text/plain" }).end("Refused: only site serve calls this server.");
});
process.stdin.on("end", () => process.exit(0)).resume();
require(${JSON.stringify(decapServer)});
`;

/**
 * Starts decap-server beside `site serve`, on 127.0.0.1 and a free port, writing to the project
 * (its "fs" mode: the working tree, no commit); `site serve` hands it only requests checked by
 * cms-api-handler.ts. A child process: it reads its settings from the environment, which it must
 * not share with the build's process.
 */
export async function startCmsBackend({ root, contentDir }: Pick<Project, "root" | "contentDir">): Promise<CmsBackendProcess> {
  const port = await freePort();
  const token = randomBytes(32).toString("hex");
  const script = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
  const child = spawn(process.execPath, ["-e", childScript(script)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BIND_HOST: LOCAL, MODE: "fs", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn", SITE_CMS_TOKEN: token },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => log.warn(`cms backend: ${chunk.toString().trim()}`));
  child.stdout?.resume();
  await waitUntilListening(port, child);
  return {
    root,
    contentDir,
    port,
    send(body, res) {
      const headers = { "Content-Type": "application/json", "Content-Length": body.length, [TOKEN_HEADER]: token };
      const upstream = request({ host: LOCAL, port, path: "/api/v1", method: "POST", headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on("error", (error) => {
        if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(`The CMS's local backend did not answer: ${error.message}`);
      });
      upstream.end(body);
    },
    close: () => stop(child),
  };
}

/** What `site serve` says of the editor at start: with --host, the site is served to the network, the editor's API is not. */
export function cmsApiNote({ root, contentDir }: Pick<Project, "root" | "contentDir">): string {
  const folder = path.relative(root, contentDir).split(path.sep).join("/");
  return `The editor reads and saves from this machine only (localhost, 127.0.0.1, [::1]), and only in ${folder}/.`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, LOCAL, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until the port answers: decap-server says nothing once listening at LOG_LEVEL warn. */
async function waitUntilListening(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the CMS's local backend (decap-server) stopped with code ${child.exitCode}`);
    const ready = await new Promise<boolean>((resolve) => {
      const probe = request({ host: LOCAL, port, path: "/", method: "HEAD" }, (answer) => resolve(answer.resume() !== undefined));
      probe.on("error", () => resolve(false));
      probe.end();
    });
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error("the CMS's local backend (decap-server) did not start listening");
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.stdin?.end();
  });
}
