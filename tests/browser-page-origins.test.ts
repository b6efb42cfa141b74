import { describe, expect, it } from "vitest";
import { startFrontServer } from "./helpers/engine/front-server.ts";

// A browser keeps a page's HTTP cache and storage by origin, port included, and the engine layer
// keeps tabs and profiles between pages: a page on an earlier page's port would find that page's
// chunks cached and its sessionStorage set. The system does give a closed port again (about one
// server in thirty here), so 800 in a row would all but surely repeat one.
describe("the cross-engine browser tests' pages", () => {
  it("each have an origin that no earlier page of the process had, however many are opened and closed", async () => {
    const origins: string[] = [];
    for (let page = 0; page < 800; page++) {
      const front = await startFrontServer("http://127.0.0.1:9");
      origins.push(front.origin);
      await front.close();
    }
    expect(origins.length - new Set(origins).size).toBe(0);
  });
});
