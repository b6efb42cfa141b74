import { describe, expect, it } from "vitest";
import { toServeError } from "../src/serve/serve-error.ts";
import { ServeError, startServer } from "../src/serve/start-server.ts";
import { useServedFixture } from "./helpers/serve-fixture.ts";
import { expectStillServing } from "./helpers/serve-http.ts";

const served = useServedFixture();

describe("startServer", () => {
  it("listens on 127.0.0.1 on the port it reports", async () => {
    expect(served.server.port).toBeGreaterThan(0);
    expect(served.server.url).toBe(`http://127.0.0.1:${served.server.port}/`);
    expect((await fetch(served.server.url)).status).toBe(200);
  });

  it("rejects with a one-sentence ServeError when the port is busy, and the first server keeps serving", async () => {
    const second = startServer({ dir: served.fixture.dist, port: served.server.port });
    await expect(second).rejects.toBeInstanceOf(ServeError);
    await expect(second).rejects.toThrow(
      `Port ${served.server.port} is already in use on 127.0.0.1: stop the other server or pass --port 0 / another port.`,
    );
    await expectStillServing(served.server);
  });

  it("rejects with a ServeError when the host is not an address of this machine", async () => {
    await expect(startServer({ dir: served.fixture.dist, host: "192.0.2.1", port: 0 })).rejects.toThrow(
      "Address 192.0.2.1 is not available on this machine: pass --host 127.0.0.1 or an address of this machine.",
    );
  });

  it("rejects an out-of-range port with a ServeError", async () => {
    await expect(startServer({ dir: served.fixture.dist, port: 70000 })).rejects.toThrow(ServeError);
  });

  it("explains a permission error in one sentence", () => {
    const error = toServeError(Object.assign(new Error("listen EACCES"), { code: "EACCES" }), "127.0.0.1", 80);
    expect(error).toBeInstanceOf(ServeError);
    expect(error.message).toBe(
      "Permission denied to listen on 127.0.0.1:80: ports below 1024 need privileges, pass --port 0 or a port above 1023.",
    );
  });
});
