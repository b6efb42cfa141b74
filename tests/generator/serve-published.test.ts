import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type SiteServer } from "../../packages/generator/src/serve/start-server.ts";
import { projectBuild } from "../helpers/project-build.ts";

/** A GET with exactly the headers given (fetch would add and decode encodings itself). */
function get(server: SiteServer, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("site serve on a build ready to publish", () => {
  let out: string;
  let server: SiteServer;
  beforeAll(async () => {
    out = await projectBuild();
    server = await startServer({ dir: out, port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends the security headers of _headers with every response", async () => {
    for (const target of ["/", "/blog/", "/favicon.svg", "/nope/"]) {
      const response = await get(server, target);
      expect(response.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' https:\/\//);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("caches hashed assets forever, as _headers says, and has pages revalidated, as hosts do with no rule", async () => {
    const html = readFileSync(path.join(out, "index.html"), "utf8");
    const script = /data-loader="(\/assets\/main-[^"]+\.js)"/.exec(html)![1]!;
    expect((await get(server, script)).headers["cache-control"]).toBe("max-age=31536000, immutable");
    expect((await get(server, "/blog/")).headers["cache-control"]).toBe("no-cache");
  });

  it("serves the brotli sibling to browsers that accept it, gzip to others, the file to the rest", async () => {
    const original = readFileSync(path.join(out, "blog", "index.html"));
    const br = await get(server, "/blog/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(br.body)).toEqual(original);
    const gz = await get(server, "/blog/", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body)).toEqual(original);
    const plain = await get(server, "/blog/", { "Accept-Encoding": "br;q=0, identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(original);
  });

  it("gives each encoding its own ETag", async () => {
    const br = await get(server, "/", { "Accept-Encoding": "br" });
    const plain = await get(server, "/");
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await get(server, "/", { "Accept-Encoding": "br", "If-None-Match": String(br.headers.etag) })).status).toBe(304);
  });

  it("never serves the host files themselves", async () => {
    for (const target of ["/_headers", "/_host/nginx.conf", "/_host/cloudfront-viewer-response.js"]) {
      expect((await get(server, target)).status, target).toBe(404);
    }
  });
});
