import { describe, expect, it, vi } from "vitest";
import { BEACON_PATH } from "../src/serve/beacon.ts";
import { useServedFixture } from "./helpers/serve-fixture.ts";
import { get } from "./helpers/serve-http.ts";

const served = useServedFixture();

/** What `site serve` prints while `run` goes on, line by line. */
async function printed(run: () => Promise<void>): Promise<string[]> {
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    await run();
    return write.mock.calls.map(([chunk]) => String(chunk).replace(/\x1b\[\d+m/g, "").trimEnd());
  } finally {
    write.mockRestore();
  }
}

describe("site serve's beacon, where a preview's pages post what they would measure", () => {
  describe("when a page posts an event as JSON, as to Plausible", () => {
    it("prints it on one line and answers 204", async () => {
      const event = { name: "cta_click", url: "http://127.0.0.1:4321/blog/", domain: "example.com", props: { cta: "header", page: "/blog/" } };
      let status = 0;
      const lines = await printed(async () => {
        status = (await get(served.server, BEACON_PATH, { method: "POST", body: JSON.stringify(event), headers: { "Content-Type": "text/plain" } })).status;
      });
      expect(status).toBe(204);
      expect(lines).toEqual([`beacon ${JSON.stringify(event)}`]);
    });
  });

  describe("when a page posts a form, as to Matomo", () => {
    it("prints its fields as JSON", async () => {
      const form = new URLSearchParams({ idsite: "1", rec: "1", e_c: "demo_booked", e_a: "demo_booked" });
      const lines = await printed(async () => {
        expect((await get(served.server, BEACON_PATH, { method: "POST", body: form })).status).toBe(204);
      });
      expect(lines).toEqual([`beacon {"idsite":"1","rec":"1","e_c":"demo_booked","e_a":"demo_booked"}`]);
    });
  });

  describe("when something else than a POST asks for it", () => {
    it("answers as the static host would, and prints nothing", async () => {
      const lines = await printed(async () => {
        expect((await get(served.server, BEACON_PATH)).status).toBe(404);
        expect((await get(served.server, BEACON_PATH, { method: "PUT", body: "{}" })).status).toBe(405);
      });
      expect(lines).toEqual([]);
    });
  });
});
