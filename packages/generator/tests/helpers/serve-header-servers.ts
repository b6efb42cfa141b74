import { writeFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { startServer, type SiteServer } from "../../src/serve/start-server.ts";
import { createServeFixture, type ServeFixture } from "./serve-fixture.ts";
import type { RawResponse } from "./serve-raw-request.ts";

// An `_headers` of the shape `site build` writes: security headers for every path, a long cache
// for hashed assets, nothing per page.
const CSP = "default-src 'self'; frame-ancestors 'none'";
const HEADERS_FILE = `# as written by site build
/*
  Content-Security-Policy: ${CSP}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

export interface HeaderServers {
  fixture: ServeFixture;
  server: SiteServer;
  live: SiteServer;
  /** Built with --base /sub/: the rules are under the base. */
  sub: SiteServer;
  close(): Promise<void>;
}

/** The serve fixture with that `_headers`, served plain, with live reload, and under /sub/. */
export async function startHeaderServers(): Promise<HeaderServers> {
  const fixture = await createServeFixture();
  await writeFile(path.join(fixture.dist, "_headers"), HEADERS_FILE);
  const subFixture = await createServeFixture();
  await writeFile(path.join(subFixture.dist, "_headers"), HEADERS_FILE.replace(/^\//gm, "/sub/"));
  const [server, live, sub] = await Promise.all([
    startServer({ dir: fixture.dist, port: 0 }),
    startServer({ dir: fixture.dist, port: 0, liveReload: true }),
    startServer({ dir: subFixture.dist, port: 0, base: "/sub/" }),
  ]);
  return {
    fixture,
    server,
    live,
    sub,
    async close() {
      await Promise.all([server.close(), live.close(), sub.close()]);
      await Promise.all([fixture.remove(), subFixture.remove()]);
    },
  };
}

export function expectSecurityHeaders(response: RawResponse) {
  expect(response.headers["content-security-policy"]).toBe(CSP);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}
