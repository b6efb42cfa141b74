// A real nginx serving a build as docs/deploy.md sets it up: tests/browser/nginx.test.ts checks the
// deploy sample with it, `npm run lighthouse` measures the site behind it over HTTPS and HTTP/2.
import { spawn, execFile, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { BROTLI_STATIC_MODULE, mainConfig, serverBlock } from "./nginx-config.ts";
import { makeSelfSignedCertificate } from "./self-signed-certificate.ts";

const NGINX = "/usr/sbin/nginx";
const INSTALL = "apt-get install -y nginx libnginx-mod-http-brotli-static";

export interface RunningNginx {
  /** http://127.0.0.1:port, or https:// with `tls`. */
  origin: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** HTTPS and HTTP/2 with a self-signed certificate for 127.0.0.1, made for this server. */
  tls?: boolean;
}

/**
 * Serves `dist` with a real nginx, configured by the documented deploy/nginx.conf with only its
 * listen and root changed (and brotli_static uncommented, as the module is installed): what a
 * server set up from docs/deploy.md would do. Listens on 127.0.0.1 only, runs in the foreground.
 */
export async function startNginx(dist: string, { tls = false }: NginxOptions = {}): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: \`${INSTALL}\` (.ci/run does it).`);
  if (!existsSync(BROTLI_STATIC_MODULE)) throw new Error(`nginx's brotli_static module is missing: \`${INSTALL}\`.`);
  const prefix = mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  const remove = () => rmSync(prefix, { recursive: true, force: true });
  let child: ChildProcess | undefined;
  try {
    const port = await freePort();
    const config = path.join(prefix, "nginx.conf");
    writeFileSync(config, mainConfig(prefix, serverBlock(dist, port, tls ? await makeSelfSignedCertificate(prefix) : undefined)));
    const args = ["-p", prefix, "-c", config, "-e", path.join(prefix, "error.log")];
    await new Promise<void>((resolve, reject) =>
      execFile(NGINX, [...args, "-t"], (error, _stdout, stderr) =>
        error ? reject(new Error(`nginx -t refused the configuration:\n${stderr}`)) : resolve(),
      ),
    );
    child = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    const origin = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
    await waitUntilServing(origin, child, () => stderr + readLog(prefix));
    const running = child;
    return { origin, stop: () => stop(running).then(remove) };
  } catch (error) {
    if (child) await stop(child);
    remove();
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One GET answered, whatever its status; the certificate is self-signed, so it is not checked. */
function answers(origin: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const done = (res: { resume(): void }) => {
      res.resume();
      resolve(true);
    };
    const req = origin.startsWith("https:") ? httpsRequest(`${origin}/`, { rejectUnauthorized: false }, done) : httpRequest(`${origin}/`, done);
    req.on("error", () => resolve(false));
    req.end();
  });
}

async function waitUntilServing(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    if (await answers(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer on ${origin} within 10 s:\n${log()}`);
}

function readLog(prefix: string): string {
  const file = path.join(prefix, "error.log");
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    // QUIT: graceful shutdown, then TERM if it lingers.
    child.kill("SIGQUIT");
    setTimeout(() => child.kill("SIGTERM"), 3_000).unref();
  });
}
