import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type SiteServer } from "../src/serve/start-server.ts";
import { createServeFixture, type ServeFixture } from "./helpers/serve-fixture.ts";
import { get } from "./helpers/serve-http.ts";

let fixture: ServeFixture;
let sub: SiteServer;

beforeAll(async () => {
  vi.stubEnv("SITE_SERVE_LOG", "");
  fixture = await createServeFixture();
  sub = await startServer({ dir: fixture.dist, port: 0, base: "/sub/" });
});

afterAll(async () => {
  await sub?.close();
  await fixture?.remove();
  vi.unstubAllEnvs();
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
