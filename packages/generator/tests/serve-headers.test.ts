import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VIDEO_SIZE, useServedFixture } from "./helpers/serve-fixture.ts";
import { expectSameBytes, get } from "./helpers/serve-http.ts";
import { rawRequest } from "./helpers/serve-raw-request.ts";

const served = useServedFixture();

describe("headers", () => {
  it.each([
    ["/", "text/html; charset=utf-8", "index.html"],
    ["/style.css", "text/css; charset=utf-8", "style.css"],
    ["/assets/app-abc123.js", "text/javascript; charset=utf-8", "assets/app-abc123.js"],
    ["/logo.svg", "image/svg+xml; charset=utf-8", "logo.svg"],
    ["/image.png", "image/png", "image.png"],
    ["/image.webp", "image/webp", "image.webp"],
    ["/image.avif", "image/avif", "image.avif"],
    ["/favicon.ico", "image/x-icon", "favicon.ico"],
    ["/font.woff2", "font/woff2", "font.woff2"],
    ["/video.mp4", "video/mp4", "video.mp4"],
    ["/clip.webm", "video/webm", "clip.webm"],
    ["/data.json", "application/json; charset=utf-8", "data.json"],
    ["/sitemap.xml", "application/xml; charset=utf-8", "sitemap.xml"],
    ["/robots.txt", "text/plain; charset=utf-8", "robots.txt"],
  ])("serves %s as %s with the bytes on disk", async (target, type, file) => {
    const response = await get(served.server, target);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expectSameBytes(Buffer.from(await response.arrayBuffer()), await readFile(path.join(served.fixture.dist, file)));
  });

  it.each([
    ["/", "no-cache"],
    ["/blog/", "no-cache"],
    ["/style.css", "no-cache"],
    ["/video.mp4", "no-cache"],
    ["/assets/app-abc123.js", "max-age=31536000, immutable"],
  ])("sends %s with Cache-Control %s", async (target, cacheControl) => {
    expect((await get(served.server, target)).headers.get("cache-control")).toBe(cacheControl);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await rawRequest(served.server.port, "/video.mp4", "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe(String(VIDEO_SIZE));
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.body.length).toBe(0);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405 and Allow", async (method) => {
    const response = await rawRequest(served.server.port, "/", method);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});
