import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../src/serve/start-server.ts";
import { useServedFixture } from "./helpers/serve-fixture.ts";
import { get } from "./helpers/serve-http.ts";

const served = useServedFixture();

describe("routing like a static host", () => {
  it("serves a directory's index.html", async () => {
    const response = await get(served.server, "/blog/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Blog</h1>");
  });

  it.each([
    ["/blog", "/blog/"],
    ["/blog?page=2&tri=date", "/blog/?page=2&tri=date"],
  ])("redirects %s to %s with 301", async (target, location) => {
    const response = await get(served.server, target);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each(["/nope", "/blog/un-article/", "/app/route", "/index", "/style.css/"])(
    "answers %s with 404 and the 404 page, never the home page",
    async (target) => {
      const response = await get(served.server, target);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const body = await response.text();
      expect(body).toContain("<h1>Page introuvable</h1>");
      expect(body).not.toContain("Accueil");
    },
  );

  it.each(["/empty/", "/empty", "/no-index/", "/no-index"])("lists no directory: %s is a 404", async (target) => {
    const response = await get(served.server, target);
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
