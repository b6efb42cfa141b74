import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type SiteServer } from "../../src/generator/serve/start-server.ts";
import { createServeFixture, type ServeFixture } from "../helpers/serve-fixture.ts";
import { get } from "../helpers/serve-http.ts";
import { rawRequest } from "../helpers/serve-raw-request.ts";

let fixture: ServeFixture;
let server: SiteServer;

beforeAll(async () => {
  vi.stubEnv("SITE_SERVE_LOG", "");
  fixture = await createServeFixture();
  server = await startServer({ dir: fixture.dist, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await fixture?.remove();
  vi.unstubAllEnvs();
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
