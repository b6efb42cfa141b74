import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteServer } from "../src/serve/start-server.ts";
import { expectSecurityHeaders, startHeaderServers, type HeaderServers } from "./helpers/serve-header-servers.ts";
import { rawRequest } from "./helpers/serve-raw-request.ts";

// `site serve` must answer like the hosts that read `_headers`
// (tests/helpers/serve-header-servers.ts: the file has the shape `site build` writes).
let servers: HeaderServers;
let server: SiteServer;
let live: SiteServer;
let sub: SiteServer;

beforeAll(async () => {
  vi.stubEnv("SITE_SERVE_LOG", "");
  servers = await startHeaderServers();
  ({ server, live, sub } = servers);
});

afterAll(async () => {
  await servers?.close();
  vi.unstubAllEnvs();
});

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
