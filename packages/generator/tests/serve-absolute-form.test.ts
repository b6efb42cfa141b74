import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteServer } from "../src/serve/start-server.ts";
import { SECRET, type ServeFixture } from "./helpers/serve-fixture.ts";
import { expectSecurityHeaders, startHeaderServers, type HeaderServers } from "./helpers/serve-header-servers.ts";
import { rawRequest } from "./helpers/serve-raw-request.ts";

let servers: HeaderServers;
let fixture: ServeFixture;
let server: SiteServer;
let live: SiteServer;
let sub: SiteServer;

beforeAll(async () => {
  vi.stubEnv("SITE_SERVE_LOG", "");
  servers = await startHeaderServers();
  ({ fixture, server, live, sub } = servers);
});

afterAll(async () => {
  await servers?.close();
  vi.unstubAllEnvs();
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
