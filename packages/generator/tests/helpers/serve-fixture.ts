import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { startServer, type SiteServer } from "../../src/serve/start-server.ts";

export const SECRET = "TOP-SECRET-do-not-serve";
/** The fixture's /style.css, a small file every "keeps serving" check reads back. */
export const FIXTURE_CSS = "body { color: #111; }\n";
/** The fixture's /video.mp4: large enough for byte ranges to matter. */
export const VIDEO_SIZE = 200 * 1024;

export interface ServeFixture {
  /** Temp folder holding dist/ and the outside/ folder that must never be served. */
  root: string;
  dist: string;
  video: Buffer;
  remove(): Promise<void>;
}

const page = (title: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;

/** A small built site, plus files and symlinks outside it that a request must not reach. */
export async function createServeFixture(): Promise<ServeFixture> {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-serve-"));
  const dist = path.join(root, "dist");
  const outside = path.join(root, "outside");
  const video = randomBytes(VIDEO_SIZE);
  const files: Record<string, string | Buffer> = {
    "index.html": page("Accueil"),
    "404.html": page("Page introuvable"),
    "blog/index.html": page("Blog"),
    "assets/app-abc123.js": 'console.log("app");\n',
    "style.css": FIXTURE_CSS,
    "video.mp4": video,
    "clip.webm": randomBytes(512),
    "logo.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
    "image.png": randomBytes(64),
    "image.webp": randomBytes(64),
    "image.avif": randomBytes(64),
    "favicon.ico": randomBytes(64),
    "font.woff2": randomBytes(64),
    "data.json": '{"ok":true}\n',
    "sitemap.xml": '<?xml version="1.0" encoding="UTF-8"?><urlset/>\n',
    "robots.txt": "User-agent: *\n",
    "no-index/notes.txt": "a directory without index.html\n",
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  await mkdir(path.join(dist, "empty"));
  await mkdir(outside);
  await writeFile(path.join(outside, "secret.txt"), SECRET);
  await writeFile(path.join(outside, "index.html"), `<p>${SECRET}</p>`);
  await symlink(path.join(outside, "secret.txt"), path.join(dist, "secret-link.txt"));
  await symlink(outside, path.join(dist, "outside-link"), "dir");
  await symlink(path.join(dist, "style.css"), path.join(dist, "inside-link.css"));
  return { root, dist, video, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * The fixture behind one `site serve` (request log off), started before the calling file's tests
 * and removed after them. Its fields are set once `beforeAll` has run.
 */
export function useServedFixture(): { fixture: ServeFixture; server: SiteServer } {
  const served = {} as { fixture: ServeFixture; server: SiteServer };
  beforeAll(async () => {
    vi.stubEnv("SITE_SERVE_LOG", "");
    served.fixture = await createServeFixture();
    served.server = await startServer({ dir: served.fixture.dist, port: 0 });
  });
  afterAll(async () => {
    await served.server?.close();
    await served.fixture?.remove();
    vi.unstubAllEnvs();
  });
  return served;
}
