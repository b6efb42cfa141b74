import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_CSS, SECRET, useServedFixture } from "./helpers/serve-fixture.ts";
import { expectStillServing, get } from "./helpers/serve-http.ts";
import { rawRequest } from "./helpers/serve-raw-request.ts";

const served = useServedFixture();

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
    const response = await rawRequest(served.server.port, target);
    expect(response.status).toBe(status);
    expect(response.body.toString()).not.toContain(SECRET);
    await expectStillServing(served.server);
  });

  it("does not read an absolute file-system path", async () => {
    const response = await rawRequest(served.server.port, path.join(served.fixture.root, "outside", "secret.txt"));
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain(SECRET);
    await expectStillServing(served.server);
  });

  it("follows a symlink that stays inside dist", async () => {
    const response = await get(served.server, "/inside-link.css");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(FIXTURE_CSS);
  });

  it.each(["/%E0%A4%A", "/%zz", "/blog/%", "/%C0%AF"])("answers malformed encoding %s with 400 and keeps serving", async (target) => {
    const response = await rawRequest(served.server.port, target);
    expect(response.status).toBe(400);
    await expectStillServing(served.server);
  });
});
