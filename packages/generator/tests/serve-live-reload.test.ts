import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RELOAD_CLIENT_JS, RELOAD_CLIENT_TAGS } from "../src/serve/reload-client.ts";
import { startServer, type SiteServer } from "../src/serve/start-server.ts";
import { createServeFixture, FIXTURE_CSS, type ServeFixture } from "./helpers/serve-fixture.ts";
import { get } from "./helpers/serve-http.ts";
import { openEvents } from "./helpers/serve-read-events.ts";

let fixture: ServeFixture;
let server: SiteServer;
let live: SiteServer;

beforeAll(async () => {
  vi.stubEnv("SITE_SERVE_LOG", "");
  fixture = await createServeFixture();
  server = await startServer({ dir: fixture.dist, port: 0 });
  live = await startServer({ dir: fixture.dist, port: 0, liveReload: true });
});

afterAll(async () => {
  await Promise.all([server?.close(), live?.close()]);
  await fixture?.remove();
  vi.unstubAllEnvs();
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
    expect(await response.text()).toBe(FIXTURE_CSS);
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

  it("sends a reload event, with what changed, to connected pages on reload()", async () => {
    const events = await openEvents(`http://127.0.0.1:${live.port}/__site/events`);
    try {
      expect(events.status).toBe(200);
      expect(events.contentType).toBe("text/event-stream; charset=utf-8");
      const reloaded = events.next("reload");
      live.reload("content");
      await expect(reloaded).resolves.toBe("content");
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
