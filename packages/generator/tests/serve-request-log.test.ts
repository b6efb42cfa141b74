import { describe, expect, it, vi } from "vitest";
import { startServer } from "../src/serve/start-server.ts";
import { useServedFixture } from "./helpers/serve-fixture.ts";
import { get } from "./helpers/serve-http.ts";

const served = useServedFixture();

describe("request log", () => {
  it("stays quiet without SITE_SERVE_LOG", async () => {
    const write = vi.spyOn(process.stdout, "write");
    try {
      await (await get(served.server, "/blog/")).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(write.mock.calls.filter(([line]) => String(line).includes("/blog/"))).toEqual([]);
    } finally {
      write.mockRestore();
    }
  });

  it("writes one line per request with SITE_SERVE_LOG=1", async () => {
    vi.stubEnv("SITE_SERVE_LOG", "1");
    const logged = await startServer({ dir: served.fixture.dist, port: 0 });
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
