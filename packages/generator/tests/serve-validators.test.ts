import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useServedFixture } from "./helpers/serve-fixture.ts";
import { get } from "./helpers/serve-http.ts";
import { rawRequest } from "./helpers/serve-raw-request.ts";

const served = useServedFixture();

describe("validators", () => {
  it("answers a matching If-None-Match with an empty 304", async () => {
    const etag = (await get(served.server, "/style.css")).headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`]) {
      const response = await rawRequest(served.server.port, "/style.css", "GET", { "If-None-Match": ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.body.length).toBe(0);
    }
    expect((await get(served.server, "/style.css", { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
  });

  it("changes the ETag when the file changes on disk", async () => {
    const file = path.join(served.fixture.dist, "changing.txt");
    await writeFile(file, "one");
    const first = (await get(served.server, "/changing.txt")).headers.get("etag");
    await writeFile(file, "two, longer");
    const response = await get(served.server, "/changing.txt", { headers: { "If-None-Match": first! } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("two, longer");
    expect(response.headers.get("etag")).not.toBe(first);
  });
});
