import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RELOAD_CLIENT_JS, RELOAD_CLIENT_TAGS } from "../../src/generator/serve/reload-client.ts";
import { toServeError } from "../../src/generator/serve/serve-error.ts";
import { ServeError, startServer, type SiteServer } from "../../src/generator/serve/start-server.ts";
import { createServeFixture, SECRET, type ServeFixture } from "../helpers/serve-fixture.ts";
import { rawRequest } from "../helpers/serve-raw-request.ts";
import { openEvents } from "../helpers/serve-read-events.ts";

let fixture: ServeFixture;
let server: SiteServer;
let live: SiteServer;
let sub: SiteServer;
const VIDEO_SIZE = 200 * 1024;
const CSS = "body { color: #111; }\n";

const get = (on: SiteServer, target: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${on.port}${target}`, { redirect: "manual", ...init });

async function expectStillServing(on: SiteServer) {
  const response = await rawRequest(on.port, "/style.css");
  expect(response.status).toBe(200);
  expect(response.body.toString()).toBe(CSS);
}

// toEqual on 200 kB buffers takes half a second per assertion.
function expectSameBytes(actual: Buffer, expected: Buffer) {
  expect(actual.length).toBe(expected.length);
  expect(actual.equals(expected), "same length, different bytes").toBe(true);
}

beforeAll(async () => {
  vi.stubEnv("SITE_SERVE_LOG", "");
  fixture = await createServeFixture();
  server = await startServer({ dir: fixture.dist, port: 0 });
  live = await startServer({ dir: fixture.dist, port: 0, liveReload: true });
  sub = await startServer({ dir: fixture.dist, port: 0, base: "/sub/" });
});

afterAll(async () => {
  await Promise.all([server?.close(), live?.close(), sub?.close()]);
  await fixture?.remove();
  vi.unstubAllEnvs();
});

describe("startServer", () => {
  it("listens on 127.0.0.1 on the port it reports", async () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    expect((await fetch(server.url)).status).toBe(200);
  });

  it("rejects with a one-sentence ServeError when the port is busy, and the first server keeps serving", async () => {
    const second = startServer({ dir: fixture.dist, port: server.port });
    await expect(second).rejects.toBeInstanceOf(ServeError);
    await expect(second).rejects.toThrow(
      `Port ${server.port} is already in use on 127.0.0.1: stop the other server or pass --port 0 / another port.`,
    );
    await expectStillServing(server);
  });

  it("rejects with a ServeError when the host is not an address of this machine", async () => {
    await expect(startServer({ dir: fixture.dist, host: "192.0.2.1", port: 0 })).rejects.toThrow(
      "Address 192.0.2.1 is not available on this machine: pass --host 127.0.0.1 or an address of this machine.",
    );
  });

  it("rejects an out-of-range port with a ServeError", async () => {
    await expect(startServer({ dir: fixture.dist, port: 70000 })).rejects.toThrow(ServeError);
  });

  it("explains a permission error in one sentence", () => {
    const error = toServeError(Object.assign(new Error("listen EACCES"), { code: "EACCES" }), "127.0.0.1", 80);
    expect(error).toBeInstanceOf(ServeError);
    expect(error.message).toBe(
      "Permission denied to listen on 127.0.0.1:80: ports below 1024 need privileges, pass --port 0 or a port above 1023.",
    );
  });
});

describe("when a request tries to leave dist", () => {
  it.each([
    ["/../outside/secret.txt", 400],
    ["/%2e%2e/outside/secret.txt", 400],
    ["/%2E%2E/outside/secret.txt", 400],
    ["/.%2e/outside/secret.txt", 400],
    ["/blog/../../outside/secret.txt", 400],
    ["/./style.css", 400],
    ["/..%2foutside%2fsecret.txt", 400],
    ["/%2e%2e%2foutside%2fsecret.txt", 400],
    ["/..\\outside\\secret.txt", 400],
    ["/..%5coutside%5csecret.txt", 400],
    ["/..%5Coutside%5Csecret.txt", 400],
    ["/style.css%00", 400],
    ["/%00/../outside/secret.txt", 400],
    ["//outside/secret.txt", 400],
    ["//etc/passwd", 400],
    ["/%2fetc%2fpasswd", 400],
    ["http://127.0.0.1/../outside/secret.txt", 400],
    ["/etc/passwd", 404],
    ["/secret-link.txt", 404],
    ["/outside-link/secret.txt", 404],
    ["/outside-link/", 404],
    ["/outside-link", 404],
  ])("answers %s with %i and keeps serving", async (target, status) => {
    const response = await rawRequest(server.port, target);
    expect(response.status).toBe(status);
    expect(response.body.toString()).not.toContain(SECRET);
    await expectStillServing(server);
  });

  it("does not read an absolute file-system path", async () => {
    const response = await rawRequest(server.port, path.join(fixture.root, "outside", "secret.txt"));
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain(SECRET);
    await expectStillServing(server);
  });

  it("follows a symlink that stays inside dist", async () => {
    const response = await get(server, "/inside-link.css");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CSS);
  });

  it.each(["/%E0%A4%A", "/%zz", "/blog/%", "/%C0%AF"])("answers malformed encoding %s with 400 and keeps serving", async (target) => {
    const response = await rawRequest(server.port, target);
    expect(response.status).toBe(400);
    await expectStillServing(server);
  });
});

describe("routing like a static host", () => {
  it("serves a directory's index.html", async () => {
    const response = await get(server, "/blog/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Blog</h1>");
  });

  it.each([
    ["/blog", "/blog/"],
    ["/blog?page=2&tri=date", "/blog/?page=2&tri=date"],
  ])("redirects %s to %s with 301", async (target, location) => {
    const response = await get(server, target);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each(["/nope", "/blog/un-article/", "/app/route", "/index", "/style.css/"])(
    "answers %s with 404 and the 404 page, never the home page",
    async (target) => {
      const response = await get(server, target);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const body = await response.text();
      expect(body).toContain("<h1>Page introuvable</h1>");
      expect(body).not.toContain("Accueil");
    },
  );

  it.each(["/empty/", "/empty", "/no-index/", "/no-index"])("lists no directory: %s is a 404", async (target) => {
    const response = await get(server, target);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("notes.txt");
  });

  it("answers a plain-text 404 when dist has no 404.html", async () => {
    const bare = await mkdtemp(path.join(os.tmpdir(), "site-serve-bare-"));
    await writeFile(path.join(bare, "index.html"), "<p>bare</p>");
    const bareServer = await startServer({ dir: bare, port: 0 });
    try {
      const response = await get(bareServer, "/nope");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe("Not found");
    } finally {
      await bareServer.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it("serves the new folder after a rebuild swaps dist by rename", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "site-serve-swap-"));
    const dist = path.join(root, "dist");
    await mkdir(dist);
    await writeFile(path.join(dist, "index.html"), "<p>v1</p>");
    const swapServer = await startServer({ dir: dist, port: 0 });
    try {
      expect(await (await get(swapServer, "/")).text()).toBe("<p>v1</p>");
      await mkdir(path.join(root, "next"));
      await writeFile(path.join(root, "next", "index.html"), "<p>v2</p>");
      await writeFile(path.join(root, "next", "added.txt"), "new file");
      await rename(dist, path.join(root, "old"));
      await rename(path.join(root, "next"), dist);
      expect(await (await get(swapServer, "/")).text()).toBe("<p>v2</p>");
      expect(await (await get(swapServer, "/added.txt")).text()).toBe("new file");
    } finally {
      await swapServer.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

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
    const response = await get(server, target);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expectSameBytes(Buffer.from(await response.arrayBuffer()), await readFile(path.join(fixture.dist, file)));
  });

  it.each([
    ["/", "no-cache"],
    ["/blog/", "no-cache"],
    ["/style.css", "no-cache"],
    ["/video.mp4", "no-cache"],
    ["/assets/app-abc123.js", "public, max-age=31536000, immutable"],
  ])("sends %s with Cache-Control %s", async (target, cacheControl) => {
    expect((await get(server, target)).headers.get("cache-control")).toBe(cacheControl);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await rawRequest(server.port, "/video.mp4", "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe(String(VIDEO_SIZE));
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.body.length).toBe(0);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405 and Allow", async (method) => {
    const response = await rawRequest(server.port, "/", method);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("validators", () => {
  it("answers a matching If-None-Match with an empty 304", async () => {
    const etag = (await get(server, "/style.css")).headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`]) {
      const response = await rawRequest(server.port, "/style.css", "GET", { "If-None-Match": ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.body.length).toBe(0);
    }
    expect((await get(server, "/style.css", { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
  });

  it("changes the ETag when the file changes on disk", async () => {
    const file = path.join(fixture.dist, "changing.txt");
    await writeFile(file, "one");
    const first = (await get(server, "/changing.txt")).headers.get("etag");
    await writeFile(file, "two, longer");
    const response = await get(server, "/changing.txt", { headers: { "If-None-Match": first! } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("two, longer");
    expect(response.headers.get("etag")).not.toBe(first);
  });
});

describe("byte ranges", () => {
  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=0-0", 0, 0],
    ["bytes=1000-", 1000, VIDEO_SIZE - 1],
    ["bytes=-500", VIDEO_SIZE - 500, VIDEO_SIZE - 1],
    [`bytes=${VIDEO_SIZE - 100}-999999999`, VIDEO_SIZE - 100, VIDEO_SIZE - 1],
  ])("answers %s with 206 and those bytes", async (range, start, end) => {
    const response = await get(server, "/video.mp4", { headers: { Range: range } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${VIDEO_SIZE}`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expectSameBytes(Buffer.from(await response.arrayBuffer()), fixture.video.subarray(start, end + 1));
  });

  it.each([`bytes=${VIDEO_SIZE}-`, "bytes=999999999-", "bytes=-0"])("answers %s with 416", async (range) => {
    const response = await get(server, "/video.mp4", { headers: { Range: range } });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${VIDEO_SIZE}`);
  });

  it.each(["bytes=500-100", "bytes=0-1,5-6", "items=0-9", "bytes=x-y"])(
    "ignores the unusable range %s, sends the whole file and keeps serving",
    async (range) => {
      const response = await get(server, "/video.mp4", { headers: { Range: range } });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).length).toBe(VIDEO_SIZE);
      await expectStillServing(server);
    },
  );

  it("sends the whole file when If-Range names another version", async () => {
    const response = await get(server, "/video.mp4", { headers: { Range: "bytes=0-9", "If-Range": '"stale"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
  });
});

describe("given a base path", () => {
  it("reports the base in its url", () => {
    expect(sub.url).toBe(`http://127.0.0.1:${sub.port}/sub/`);
  });

  it.each([
    ["/sub/", "<h1>Accueil</h1>"],
    ["/sub/blog/", "<h1>Blog</h1>"],
  ])("serves %s from dist", async (target, heading) => {
    const response = await get(sub, target);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(heading);
  });

  it.each([
    ["/sub", "/sub/"],
    ["/sub/blog", "/sub/blog/"],
  ])("redirects %s to %s", async (target, location) => {
    const response = await get(sub, target);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each(["/", "/blog/", "/style.css", "/subblog/", "/su/"])("answers %s, outside the base, with 404", async (target) => {
    expect((await get(sub, target)).status).toBe(404);
  });
});

describe("given live reload", () => {
  it("injects the reload client before </body> in HTML responses, never on disk", async () => {
    const response = await get(live, "/");
    const body = await response.text();
    expect(body).toContain(`${RELOAD_CLIENT_TAGS}</body>`);
    expect(body.split(RELOAD_CLIENT_TAGS)).toHaveLength(2);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("etag")).toBeNull();
    const onDisk = await readFile(path.join(fixture.dist, "index.html"), "utf8");
    expect(onDisk).not.toContain("EventSource");
    expect(body.replace(RELOAD_CLIENT_TAGS, "")).toBe(onDisk);
  });

  it("injects into the 404 page too", async () => {
    const response = await get(live, "/nope");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(RELOAD_CLIENT_TAGS);
  });

  it("leaves other files untouched", async () => {
    const response = await get(live, "/style.css");
    expect(await response.text()).toBe(CSS);
    expect(response.headers.get("etag")).not.toBeNull();
  });

  it("serves the client and the overlay's styles as files, since the site's policy forbids inline code", async () => {
    const script = await get(live, "/__site/reload.js");
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toBe(RELOAD_CLIENT_JS);
    const styles = await get(live, "/__site/overlay.css");
    expect(styles.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await styles.text()).toContain("#__site-error{position:fixed");
    expect(RELOAD_CLIENT_TAGS).not.toMatch(/<script>|style=/);
  });

  it("is off by default: no injection, and no events endpoint, client or styles", async () => {
    expect(await (await get(server, "/")).text()).not.toContain("__site");
    for (const target of ["/__site/events", "/__site/reload.js", "/__site/overlay.css"]) expect((await get(server, target)).status).toBe(404);
  });

  it("sends a reload event to connected pages on reload()", async () => {
    const events = await openEvents(`http://127.0.0.1:${live.port}/__site/events`);
    try {
      expect(events.status).toBe(200);
      expect(events.contentType).toBe("text/event-stream; charset=utf-8");
      const reloaded = events.next("reload");
      live.reload();
      await expect(reloaded).resolves.toBe("");
    } finally {
      events.close();
    }
  });

  it("shows an error over pages until clearError()", async () => {
    const message = "render failed in pages/index.tsx\n<script>alert(1)</script> & co";
    const escaped = "render failed in pages/index.tsx\n&lt;script&gt;alert(1)&lt;/script&gt; &amp; co";
    const events = await openEvents(`http://127.0.0.1:${live.port}/__site/events`);
    try {
      const shown = events.next("error");
      live.showError(message);
      expect(JSON.parse(await shown)).toBe(message);

      const page = await (await get(live, "/blog/")).text();
      expect(page).toContain('id="__site-error"');
      expect(page).toContain(escaped);
      expect(page).not.toContain("<script>alert(1)");

      const late = await openEvents(`http://127.0.0.1:${live.port}/__site/events`);
      expect(JSON.parse(await late.next("error"))).toBe(message);
      late.close();

      const cleared = events.next("clear");
      live.clearError();
      await cleared;
      expect(await (await get(live, "/blog/")).text()).not.toContain('id="__site-error"');
    } finally {
      live.clearError();
      events.close();
    }
  });

  it("keeps the events endpoint at /__site/events whatever the base", async () => {
    const liveSub = await startServer({ dir: fixture.dist, port: 0, base: "/sub/", liveReload: true });
    try {
      expect((await get(liveSub, "/sub/__site/events")).status).toBe(404);
      const events = await openEvents(`http://127.0.0.1:${liveSub.port}/__site/events`);
      expect(events.status).toBe(200);
      events.close();
    } finally {
      await liveSub.close();
    }
  });
});

describe("reload client", () => {
  function runClient() {
    const { document, window } = parseHTML("<html><body><h1>Accueil</h1></body></html>");
    const listeners = new Map<string, (event: unknown) => void>();
    const source = { url: "" };
    class FakeEventSource {
      constructor(url: string) {
        source.url = url;
      }
      addEventListener(type: string, listener: (event: unknown) => void) {
        listeners.set(type, listener);
      }
    }
    const location = { reload: vi.fn() };
    const code = RELOAD_CLIENT_JS;
    new Function("document", "EventSource", "location", code)(document, FakeEventSource, location);
    const fire = (type: string, event: unknown = {}) => listeners.get(type)?.(event);
    return { document, window, source, location, fire };
  }

  it("connects to /__site/events and reloads on a reload event", () => {
    const { source, location, fire } = runClient();
    expect(source.url).toBe("/__site/events");
    fire("reload");
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it("reloads when the connection opens again after a server restart, not on the first open", () => {
    const { location, fire } = runClient();
    fire("open");
    expect(location.reload).not.toHaveBeenCalled();
    fire("open");
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it("shows an error event's message as text in a dismissible overlay", () => {
    const { document, window, fire } = runClient();
    fire("error", { data: JSON.stringify("<b>cassé</b>") });
    const overlay = document.getElementById("__site-error");
    expect(overlay?.querySelector("pre")?.textContent).toBe("<b>cassé</b>");
    expect(overlay?.querySelector("b")).toBeNull();
    overlay?.querySelector("[data-site-dismiss]")?.dispatchEvent(new window.Event("click", { bubbles: true }));
    expect(document.getElementById("__site-error")).toBeNull();
  });

  it("ignores connection errors and hides the overlay on clear", () => {
    const { document, fire } = runClient();
    fire("error", {});
    expect(document.getElementById("__site-error")).toBeNull();
    fire("error", { data: JSON.stringify("boom") });
    fire("error", { data: JSON.stringify("boom again") });
    expect(document.querySelectorAll("#__site-error")).toHaveLength(1);
    fire("clear");
    expect(document.getElementById("__site-error")).toBeNull();
  });
});

describe("request log", () => {
  it("stays quiet without SITE_SERVE_LOG", async () => {
    const write = vi.spyOn(process.stdout, "write");
    try {
      await (await get(server, "/blog/")).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(write.mock.calls.filter(([line]) => String(line).includes("/blog/"))).toEqual([]);
    } finally {
      write.mockRestore();
    }
  });

  it("writes one line per request with SITE_SERVE_LOG=1", async () => {
    vi.stubEnv("SITE_SERVE_LOG", "1");
    const logged = await startServer({ dir: fixture.dist, port: 0 });
    vi.stubEnv("SITE_SERVE_LOG", "");
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      await (await get(logged, "/blog/")).text();
      await (await get(logged, "/nope")).text();
      const lines = () => write.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.startsWith("GET "));
      await vi.waitFor(() => expect(lines()).toHaveLength(2));
      expect(lines()[0]).toMatch(/^GET \/blog\/ 200 \d+ ms\n$/);
      expect(lines()[1]).toMatch(/^GET \/nope 404 \d+ ms\n$/);
    } finally {
      write.mockRestore();
      await logged.close();
    }
  });
});
