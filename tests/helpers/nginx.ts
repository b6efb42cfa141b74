import { spawn, execFile, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "./project-copy.ts";

const NGINX = "/usr/sbin/nginx";
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const INSTALL = "apt-get install -y nginx libnginx-mod-http-brotli-static";

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Serves `dist` with a real nginx, configured by the documented deploy/nginx.conf with only its
 * listen and root changed (and brotli_static uncommented, as the module is installed): what a
 * server set up from docs/deploy.md would do. Listens on 127.0.0.1 only, runs in the foreground.
 */
export async function startNginx(dist: string): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: \`${INSTALL}\` (.ci/run does it).`);
  if (!existsSync(BROTLI_STATIC_MODULE)) throw new Error(`nginx's brotli_static module is missing: \`${INSTALL}\`.`);
  const prefix = mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  const port = await freePort();
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(config, mainConfig(prefix, serverBlock(dist, port)));
  const args = ["-p", prefix, "-c", config, "-e", path.join(prefix, "error.log")];
  await new Promise<void>((resolve, reject) =>
    execFile(NGINX, [...args, "-t"], (error, _stdout, stderr) =>
      error ? reject(new Error(`nginx -t refused the configuration:\n${stderr}`)) : resolve(),
    ),
  );
  const child = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(origin, child, () => stderr + readLog(prefix));
  } catch (error) {
    await stop(child);
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    async stop() {
      await stop(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** deploy/nginx.conf's server block, where only the address and the build's folder change. */
function serverBlock(dist: string, port: number): string {
  let block = readFileSync(path.join(PROJECT_ROOT, "deploy", "nginx.conf"), "utf8");
  const change = (from: string | RegExp, to: string) => {
    const changed = block.replace(from, to);
    if (changed === block) throw new Error(`deploy/nginx.conf no longer has ${from}: update tests/helpers/nginx.ts`);
    block = changed;
  };
  change(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  change(/^\s*listen \[::\]:80;\n/m, "");
  change(/\/var\/www\/site\/dist/g, dist);
  change(/^(\s*)# brotli_static on;$/m, "$1brotli_static on;");
  return block;
}

function mainConfig(prefix: string, server: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
load_module ${BROTLI_STATIC_MODULE};
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
${server}
}
`;
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

async function waitUntilServing(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    const up = await new Promise<boolean>((resolve) =>
      get(`${origin}/`, (res) => {
        res.resume();
        resolve(true);
      }).on("error", () => resolve(false)),
    );
    if (up) return;
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
