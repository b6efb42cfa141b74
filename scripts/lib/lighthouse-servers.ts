// The servers `npm run lighthouse` measures behind, the site and the floor page served alike:
//  - "nginx" (the default): the real nginx configured as docs/deploy.md says, over HTTPS with
//    HTTP/2, as every host the site targets serves it (one multiplexed connection per origin);
//  - "serve": `site serve`'s server, plain HTTP/1.1, where Chromium opens a connection per request
//    fetched in parallel and Lighthouse's simulator charges each its handshake.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { startServer } from "../../packages/generator/src/serve/start-server.ts";
import { startNginx } from "./nginx.ts";

export const SERVER_KINDS = ["nginx", "serve"] as const;
export type ServerKind = (typeof SERVER_KINDS)[number];

const FLOOR_DIR = fileURLToPath(new URL("../../tests/fixtures/floor/", import.meta.url));

export interface LighthouseServers {
  origin: string;
  floorOrigin: string;
  /** What Chromium needs to load them: the self-signed certificate is accepted for nginx. */
  chromeFlags: string[];
  close(): Promise<void>;
}

/** Copies the floor page and writes its .br and .gz siblings, as the build does for its own files. */
function prepareFloor(dir: string): void {
  cpSync(FLOOR_DIR, dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    const body = readFileSync(path.join(dir, file));
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
  }
}

/** Serves the build in `dist` and the floor page (copied into the empty `floorDir`) on 127.0.0.1. */
export async function startLighthouseServers(kind: ServerKind, dist: string, floorDir: string): Promise<LighthouseServers> {
  prepareFloor(floorDir);
  const closers: (() => Promise<void>)[] = [];
  const close = () => Promise.all(closers.map((closeOne) => closeOne())).then(() => undefined);
  try {
    if (kind === "serve") {
      const origins: string[] = [];
      for (const dir of [dist, floorDir]) {
        const server = await startServer({ dir, host: "127.0.0.1", port: 0 });
        closers.push(() => server.close());
        origins.push(server.url.replace(/\/$/, ""));
      }
      return { origin: origins[0]!, floorOrigin: origins[1]!, chromeFlags: [], close };
    }
    // The floor gets the build's own nginx include: the same compression, caching and headers.
    mkdirSync(path.join(floorDir, "_host"));
    cpSync(path.join(dist, "_host", "nginx.conf"), path.join(floorDir, "_host", "nginx.conf"));
    const site = await startNginx(dist, { tls: true });
    closers.push(() => site.stop());
    const floor = await startNginx(floorDir, { tls: true });
    closers.push(() => floor.stop());
    return { origin: site.origin, floorOrigin: floor.origin, chromeFlags: ["--ignore-certificate-errors"], close };
  } catch (error) {
    await close();
    throw error;
  }
}
