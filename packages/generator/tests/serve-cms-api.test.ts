import { readFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { persistEntry, postCmsApi, SECRET, useCmsApiProject } from "./helpers/cms-api-project.ts";
import { snapshotTree } from "./helpers/snapshot-tree.ts";
import { CMS_API_MAX_BODY_BYTES } from "../src/serve/cms-api-handler.ts";
import { CMS_API_PATH } from "../src/serve/cms-backend.ts";

const served = useCmsApiProject();
const port = () => served.server.port;

/** Sends `body`, expects `status`, and that no file of the project or beside it changed. */
async function expectRefused(body: unknown, status: number, headers: Record<string, string> = {}, to = { port: port(), path: CMS_API_PATH }) {
  const before = snapshotTree(served.top);
  const answer = await postCmsApi(to.port, body, headers, to.path);
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.text).not.toContain(SECRET);
  expect(snapshotTree(served.top)).toEqual(before);
  return answer;
}

const writeToContent = () => persistEntry([{ path: "content/home/hero.yaml" }]);

describe("site serve's editor API, over 127.0.0.1", () => {
  describe("given a request whose Host is not this machine's, as a DNS-rebinding page sends it", () => {
    it("refuses it with 403 and a plain-text reason, and writes nothing", async () => {
      const answer = await expectRefused(writeToContent(), 403, { host: `rebound.attacker.test:${port()}`, origin: `http://rebound.attacker.test:${port()}` });
      expect(answer.type).toMatch(/^text\/plain/);
      expect(answer.text).toContain("rebound.attacker.test");
    });
  });

  describe("given a request from a page of another site, which carries its Origin", () => {
    it.each(["https://attacker.test", "null", "http://127.0.0.1:1"])("refuses Origin %s with 403", async (origin) => {
      const answer = await expectRefused(writeToContent(), 403, { origin });
      expect(answer.text).toContain(origin);
    });
  });

  describe("given a request straight to decap-server's own port, around site serve's checks", () => {
    it("refuses it with 403 and writes nothing", async () => {
      const host = `127.0.0.1:${served.backendPort}`;
      await expectRefused(persistEntry([{ path: "src/evil.ts" }]), 403, { host, origin: `http://${host}` }, { port: served.backendPort, path: "/api/v1" });
    });
  });

  describe("given a write outside content/", () => {
    it.each([
      ["a source file the watcher would build and run", persistEntry([{ path: "src/evil.ts" }]), "src/evil.ts"],
      ["a path that climbs out of the project", persistEntry([{ path: "../outside/evil.txt" }]), "../outside/evil.txt"],
      ["a path that climbs out of content/", persistEntry([{ path: "content/../src/evil.ts" }]), "content/../src/evil.ts"],
      ["a symlink of content/ to src/", persistEntry([{ path: "content/escape/evil.ts" }]), "content/escape/evil.ts"],
      ["an entry renamed to src/", persistEntry([{ path: "content/blog/article.md", newPath: "src/article.ts" }]), "src/article.ts"],
      ["an asset saved with an entry", persistEntry([{ path: "content/blog/article.md" }], ["src/evil.png"]), "src/evil.png"],
      ["an uploaded image", { action: "persistMedia", params: { branch: "main", asset: { path: "src/evil.png", content: "aW1hZ2U=", encoding: "base64" }, options: { commitMessage: "m" } } }, "src/evil.png"],
      ["a deleted file", { action: "deleteFile", params: { branch: "main", path: "src/site.ts", options: { commitMessage: "m" } } }, "src/site.ts"],
      ["deleted files", { action: "deleteFiles", params: { branch: "main", paths: ["content/blog/article.md", "package.json"], options: { commitMessage: "m" } } }, "package.json"],
    ])("refuses %s with 403 naming the path, and writes nothing", async (_, body, named) => {
      const answer = await expectRefused(body, 403);
      expect(answer.text).toContain(named);
    });

    it("refuses an absolute path with 403", async () => {
      const absolute = path.join(served.top, "outside", "evil.txt");
      const answer = await expectRefused(persistEntry([{ path: absolute }]), 403);
      expect(answer.text).toContain(absolute);
    });
  });

  describe("given a read outside content/", () => {
    it.each([
      ["the project's package.json", { action: "getEntry", params: { branch: "main", path: "package.json" } }],
      ["a source file, among entries", { action: "entriesByFiles", params: { branch: "main", files: [{ path: "content/home/hero.yaml" }, { path: "src/site.ts" }] } }],
      ["the source folder", { action: "entriesByFolder", params: { branch: "main", folder: "src", extension: "ts", depth: 1 } }],
      ["a file beside the project", { action: "getMediaFile", params: { branch: "main", path: "../outside/secret.txt" } }],
      ["a media folder outside content/", { action: "getMedia", params: { branch: "main", mediaFolder: "src" } }],
    ])("refuses %s with 403 and does not send it", async (_, body) => {
      await expectRefused(body, 403);
    });
  });

  describe("given a body the editor does not send", () => {
    it("refuses an action out of its list", async () => {
      const answer = await expectRefused({ action: "publishUnpublishedEntry", params: { branch: "main", collection: "blog", slug: "article" } }, 422);
      expect(answer.text).toContain("publishUnpublishedEntry");
    });

    it("refuses a body that is not JSON, and one that is not sent as JSON", async () => {
      await expectRefused(Buffer.from("{ not json"), 400);
      await expectRefused(writeToContent(), 415, { "content-type": "text/plain" });
    });

    it("refuses a body over the size limit with 413, and still answers the next request", async () => {
      const image = "A".repeat(CMS_API_MAX_BODY_BYTES);
      const big = { action: "persistMedia", params: { branch: "main", asset: { path: "content/blog/images/big.png", content: image, encoding: "base64" }, options: { commitMessage: "m" } } };
      await expectRefused(big, 413);
      expect((await postCmsApi(port(), { action: "getEntry", params: { branch: "main", path: "content/home/hero.yaml" } })).status).toBe(200);
    });
  });

  describe("given the editor's own requests under content/", () => {
    it("reads an entry", async () => {
      const answer = await postCmsApi(port(), { action: "getEntry", params: { branch: "main", path: "content/home/hero.yaml" } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({ data: "title: Un titre\n", file: { path: "content/home/hero.yaml" } });
    });

    it("saves an article and its image, and uploads an image to its media folder", async () => {
      const saved = await postCmsApi(port(), persistEntry([{ path: "content/blog/nouvel-article.md" }], ["content/blog/images/couverture.png"]));
      expect(saved.status, saved.text).toBe(200);
      expect(await readFile(path.join(served.root, "content/blog/nouvel-article.md"), "utf8")).toBe("title: Écrit\n");
      expect(await readFile(path.join(served.root, "content/blog/images/couverture.png"), "utf8")).toBe("image");
      const upload = { action: "persistMedia", params: { branch: "main", asset: { path: "content/blog/images/photo-2.png", content: "cGhvdG8=", encoding: "base64" }, options: { commitMessage: "m" } } };
      expect((await postCmsApi(port(), upload)).status).toBe(200);
      expect(await readFile(path.join(served.root, "content/blog/images/photo-2.png"), "utf8")).toBe("photo");
    });
  });
});

describe("site serve bound to 127.0.0.1", () => {
  const getHome = (host: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      request({ host: "127.0.0.1", port: port(), path: "/", headers: { host } }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      })
        .on("error", reject)
        .end();
    });

  it("refuses every request for a foreign Host (a DNS-rebinding page reading the site and its drafts)", async () => {
    const answer = await getHome(`rebound.attacker.test:${port()}`);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain("rebound.attacker.test");
  });

  it.each(["localhost", "127.0.0.1", "[::1]", "127.0.0.2"])("serves the site for Host %s", async (name) => {
    expect((await getHome(`${name}:${port()}`)).status).toBe(200);
  });
});
