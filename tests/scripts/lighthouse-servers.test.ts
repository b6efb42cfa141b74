import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLighthouseServers, type LighthouseServers } from "../../scripts/lib/lighthouse-servers.ts";
import { hostFiles } from "../../packages/generator/src/host/host-files.ts";
import { securityHeaders } from "../../src/render/security-policy.ts";
import { SITE } from "../../src/site.ts";

// `npm run lighthouse` measures behind the real nginx over HTTPS and HTTP/2, the site and the floor
// page alike. A stand-in build (one page and the host files a build writes) is enough to check what
// Chromium gets: no build here, the real one is measured by the script itself.

const FLOOR_HTML = readFileSync(path.join(import.meta.dirname, "..", "fixtures", "floor", "index.html"));
let dist: string;
let floorDir: string;
let servers: LighthouseServers;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "site-lh-dist-"));
  floorDir = mkdtempSync(path.join(os.tmpdir(), "site-lh-floor-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Stand-in</title>");
  for (const [file, data] of hostFiles(securityHeaders(SITE), "/")) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), data);
  }
  servers = await startLighthouseServers("nginx", dist, floorDir);
});
afterAll(async () => {
  await servers?.close();
  for (const dir of [dist, floorDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

interface H2Answer {
  alpn: string | false | undefined;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** One GET over HTTP/2 with TLS, as Chromium makes it; the certificate is self-signed. */
function getH2(origin: string, target: string, headers: Record<string, string> = {}): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request({ ":path": target, ...headers });
    const chunks: Buffer[] = [];
    let answered: Record<string, unknown> = {};
    stream.on("response", (received) => (answered = received));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", reject);
    stream.on("end", () => {
      resolve({ alpn: session.alpnProtocol, headers: answered, body: Buffer.concat(chunks) });
      session.close();
    });
    stream.end();
  });
}

describe("the servers of npm run lighthouse, with --server nginx", () => {
  it("serve the site and the floor page over HTTPS on 127.0.0.1, and tell Chromium to accept the certificate", () => {
    expect(servers.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(servers.floorOrigin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(servers.floorOrigin).not.toBe(servers.origin);
    expect(servers.chromeFlags).toContain("--ignore-certificate-errors");
  });

  it.each(["site", "floor"] as const)("negotiate HTTP/2 for the %s", async (which) => {
    const answer = await getH2(which === "site" ? servers.origin : servers.floorOrigin, "/");
    expect(answer.alpn).toBe("h2");
    expect(answer.headers[":status"]).toBe(200);
  });

  it("send the floor page's brotli sibling and the build's headers, as for the site's pages", async () => {
    const answer = await getH2(servers.floorOrigin, "/", { "accept-encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body)).toEqual(FLOOR_HTML);
    for (const [name, value] of Object.entries(securityHeaders(SITE))) expect(answer.headers[name.toLowerCase()], name).toBe(value);
  });
});
