import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { CMS_API_PATH, startCmsBackend } from "../../src/serve/cms-backend.ts";
import { startServer, type SiteServer } from "../../src/serve/start-server.ts";
import { projectAt } from "../../src/project.ts";

/** In files outside content/: a request that reads one must not get it back. */
export const SECRET = "SECRET-outside-content";

export interface CmsApiProject {
  /** Temp folder holding the project and an outside/ folder beside it. */
  top: string;
  root: string;
  server: SiteServer;
  /** decap-server's own port, behind the server. */
  backendPort: number;
}

export interface CmsApiAnswer {
  status: number;
  type: string;
  text: string;
}

/** The layout a project gives the generator: here, only content/ and dist/ are read. */
const LAYOUT = {
  serverEntry: "src/entry.ts",
  clientEntry: "src/browser.ts",
  stylesEntry: "src/styles.css",
  publicDir: "public",
  contentDir: "content",
  islandRegistry: "src/islands/index.ts",
  lazyDir: "src/lazy",
  watch: ["src", "content"],
};

/** A project with content/ (an article, an image, a symlink to src/), src/, a built dist/, and an outside/ folder beside it. */
async function createProject(): Promise<{ top: string; root: string }> {
  const top = await mkdtemp(path.join(os.tmpdir(), "site-cms-api-"));
  const root = path.join(top, "project");
  const files: Record<string, string> = {
    "project/package.json": `${JSON.stringify({ name: "cms-api-fixture", description: SECRET, site: LAYOUT })}\n`,
    "project/src/site.ts": `export const SITE = "${SECRET}";\n`,
    "project/content/home/hero.yaml": "title: Un titre\n",
    "project/content/blog/article.md": "---\ntitle: Un article\n---\nUn paragraphe.\n",
    "project/content/blog/images/photo.png": "png",
    "project/dist/index.html": "<!doctype html><title>Accueil</title>\n",
    "outside/secret.txt": SECRET,
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(top, name)), { recursive: true });
    await writeFile(path.join(top, name), text);
  }
  await symlink(path.join(root, "src"), path.join(root, "content", "escape"), "dir");
  return { top, root };
}

/** The project behind `site serve` with its editor's local backend, started before the calling file's tests. */
export function useCmsApiProject(): CmsApiProject {
  const served = {} as CmsApiProject;
  beforeAll(async () => {
    Object.assign(served, await createProject());
    const cmsBackend = await startCmsBackend(projectAt(served.root));
    served.backendPort = cmsBackend.port;
    served.server = await startServer({ dir: path.join(served.root, "dist"), port: 0, cmsBackend });
  });
  afterAll(async () => {
    await served.server?.close();
    if (served.top) await rm(served.top, { recursive: true, force: true });
  });
  return served;
}

/**
 * Posts to the editor's API over 127.0.0.1 as the editor does (JSON, its own origin), with any
 * header replaced: a foreign `Host` is what a DNS-rebinding page's request carries.
 */
export function postCmsApi(port: number, body: unknown, headers: Record<string, string> = {}, target = CMS_API_PATH): Promise<CmsApiAnswer> {
  const payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const sent = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, "content-type": "application/json; charset=utf-8", ...headers };
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, method: "POST", headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), text: Buffer.concat(chunks).toString() }));
    });
    // The server may answer and close before a refused body is all sent.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    req.end(payload);
  });
}

/** Decap's body for saving entries: each data file's path (and new path when renamed), and its assets. */
export function persistEntry(dataFiles: { path: string; newPath?: string }[], assets: string[] = []) {
  return {
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: dataFiles.map((file) => ({ slug: "entree", raw: "title: Écrit\n", ...file })),
      assets: assets.map((file) => ({ path: file, content: Buffer.from("image").toString("base64"), encoding: "base64" })),
      options: { commitMessage: "Mise à jour", useWorkflow: false, status: "draft" },
    },
  };
}
