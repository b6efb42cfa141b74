import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type SiteServer } from "../../src/generator/serve/start-server.ts";
import { createServeFixture, SECRET, type ServeFixture } from "../helpers/serve-fixture.ts";
import { rawRequest, type RawResponse } from "../helpers/serve-raw-request.ts";

// Issue "Works in the field", point 6: `site serve` must answer like the hosts that read `_headers`.
// The file has the shape `site build` writes: security headers for every path, a long cache for
// hashed assets, nothing per page.
const CSP = "default-src 'self'; frame-ancestors 'none'";
const HEADERS_FILE = `# as written by site build
/*
  Content-Security-Policy: ${CSP}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

let fixture: ServeFixture;
let subFixture: ServeFixture;
let server: SiteServer;
let live: SiteServer;
let sub: SiteServer;

beforeAll(async () => {
  vi.stubEnv("SITE_SERVE_LOG", "");
  fixture = await createServeFixture();
  await writeFile(path.join(fixture.dist, "_headers"), HEADERS_FILE);
  server = await startServer({ dir: fixture.dist, port: 0 });
  live = await startServer({ dir: fixture.dist, port: 0, liveReload: true });
  // Built with --base /sub/, the rules are under the base.
  subFixture = await createServeFixture();
  await writeFile(path.join(subFixture.dist, "_headers"), HEADERS_FILE.replace(/^\//gm, "/sub/"));
  sub = await startServer({ dir: subFixture.dist, port: 0, base: "/sub/" });
});

afterAll(async () => {
  await Promise.all([server?.close(), live?.close(), sub?.close()]);
  await Promise.all([fixture?.remove(), subFixture?.remove()]);
  vi.unstubAllEnvs();
});

function expectSecurityHeaders(response: RawResponse) {
  expect(response.headers["content-security-policy"]).toBe(CSP);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

const etagOf = async (on: SiteServer, target: string) => (await rawRequest(on.port, target)).headers.etag!;

describe("security headers of _headers on every answer", () => {
  it("sends them with a 301 to the folder's slash", async () => {
    const response = await rawRequest(server.port, "/blog");
    expect(response.status).toBe(301);
    expectSecurityHeaders(response);
  });

  it("sends them with a 304", async () => {
    const response = await rawRequest(server.port, "/", "GET", { "If-None-Match": await etagOf(server, "/") });
    expect(response.status).toBe(304);
    expectSecurityHeaders(response);
  });

  it("sends them with a 400 for a target that cannot be parsed", async () => {
    const response = await rawRequest(server.port, "/..%2foutside%2fsecret.txt");
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

  it("sends them with a 404", async () => {
    const response = await rawRequest(server.port, "/nope/");
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it("sends the base path's with a 404 outside the base path, and with a 301 to the base", async () => {
    const outside = await rawRequest(sub.port, "/elsewhere/");
    expect(outside.status).toBe(404);
    expectSecurityHeaders(outside);
    const toBase = await rawRequest(sub.port, "/sub");
    expect(toBase.status).toBe(301);
    expectSecurityHeaders(toBase);
  });

  it("sends the base path's with a 400 under a base path", async () => {
    const response = await rawRequest(sub.port, "/sub/%2e%2e/");
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

  it.each(["http:/style.css", "style.css"])("sends them with the 400 of Node's own parser for %s", async (target) => {
    const response = await rawRequest(server.port, target);
    expect(response.status).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response);
  });

  it("sends them with a 405", async () => {
    const response = await rawRequest(server.port, "/", "POST");
    expect(response.status).toBe(405);
    expectSecurityHeaders(response);
  });

  it("sends them with a 416", async () => {
    const response = await rawRequest(server.port, "/video.mp4", "GET", { Range: "bytes=999999999-" });
    expect(response.status).toBe(416);
    expectSecurityHeaders(response);
  });

  it.each(["/__site/reload.js", "/__site/overlay.css"])("sends them with the live-reload file %s", async (target) => {
    const response = await rawRequest(live.port, target);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it("sends them with the live-reload event stream", async () => {
    const response = await rawRequest(live.port, "/__site/events", "HEAD");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });
});

describe("Cache-Control of the /assets/* rule", () => {
  it("is sent with an asset that exists, and with its 304", async () => {
    const immutable = "public, max-age=31536000, immutable";
    expect((await rawRequest(server.port, "/assets/app-abc123.js")).headers["cache-control"]).toBe(immutable);
    const etag = await etagOf(server, "/assets/app-abc123.js");
    const revalidated = await rawRequest(server.port, "/assets/app-abc123.js", "GET", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers["cache-control"]).toBe(immutable);
  });

  // A later deploy that adds the file would stay invisible for a year.
  it.each(["/assets/missing-0123456789.js", "/assets/", "/assets/app-abc123.js/"])("is not sent with the 404 of %s", async (target) => {
    const response = await rawRequest(server.port, target);
    expect(response.status).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response);
  });

  it("is not sent with a 416 of an asset", async () => {
    const response = await rawRequest(server.port, "/assets/app-abc123.js", "GET", { Range: "bytes=999999-" });
    expect(response.status).toBe(416);
    expect(response.headers["cache-control"]).not.toMatch(/immutable|max-age=[1-9]/);
  });
});

// RFC 9112 §3.2.2: "A server MUST accept the absolute-form in requests"; the path is what counts.
describe("a request target in absolute form", () => {
  const origin = () => `http://127.0.0.1:${server.port}`;

  it.each([
    ["/", "index.html"],
    ["/blog/", "blog/index.html"],
    ["/style.css?v=1", "style.css"],
  ])("is served like its path %s", async (sitePath, file) => {
    const response = await rawRequest(server.port, `${origin()}${sitePath}`);
    expect(response.status).toBe(200);
    expect(response.body.equals(await readFile(path.join(fixture.dist, file)))).toBe(true);
    expectSecurityHeaders(response);
  });

  it("serves the root for an empty path, whatever the authority", async () => {
    const response = await rawRequest(server.port, "http://example.com");
    expect(response.status).toBe(200);
    expect(response.body.equals(await readFile(path.join(fixture.dist, "index.html")))).toBe(true);
  });

  it("redirects to a same-site path", async () => {
    const response = await rawRequest(server.port, `${origin()}/blog?x=1`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/blog/?x=1");
  });

  it("is served under a base path", async () => {
    const response = await rawRequest(sub.port, `http://127.0.0.1:${sub.port}/sub/blog/`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("<h1>Blog</h1>");
  });

  it("reaches the live-reload files", async () => {
    const response = await rawRequest(live.port, `http://127.0.0.1:${live.port}/__site/reload.js`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it.each([
    "/../outside/secret.txt",
    "/%2e%2e/outside/secret.txt",
    "/blog/..%2f..%2foutside%2fsecret.txt",
    "//outside/secret.txt",
    "/..\\outside\\secret.txt",
  ])("still refuses the traversal %s", async (sitePath) => {
    const response = await rawRequest(server.port, `${origin()}${sitePath}`);
    expect(response.status).toBe(400);
    expect(response.body.toString()).not.toContain(SECRET);
    expectSecurityHeaders(response);
  });

  it.each([
    "http://user:secret@127.0.0.1/",
    "http:///style.css",
    "http://127.0.0.1:port/",
    "http://[::1/",
    "ftp://127.0.0.1/style.css",
    "*",
  ])("answers the malformed or foreign %s with 400", async (target) => {
    const response = await rawRequest(server.port, target);
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });
});
