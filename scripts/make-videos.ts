// `npx tsx scripts/make-videos.ts`: renders the looping demo clips of the home page's three
// pillars from the scenes in scripts/video-scenes/ (HTML/SVG/CSS drawn for the project) into
// public/videos/: <name>.mp4 (H.264), <name>.webm (VP9) and <name>.webp (poster, first frame).
// A development tool, not part of the build or the tests: it needs Chromium and ffmpeg
// (`apt-get install -y chromium ffmpeg webp`), and its outputs are committed. See docs/videos.md.
//   npx tsx scripts/make-videos.ts                         all three clips
//   npx tsx scripts/make-videos.ts --only pilier-anticipation
//   npx tsx scripts/make-videos.ts --stills 0,3,6          PNG stills at those seconds, no encoding
//   npx tsx scripts/make-videos.ts --keep-frames           keeps the PNG frames (path printed)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { contentTypeOf } from "../packages/generator/src/serve/content-type.ts";
import { encodeMp4, encodePoster, encodeWebm, FPS, HEIGHT_PX, kb, psnr, verify, WIDTH_PX } from "./lib/encode-video.ts";
import { launchChromium } from "./lib/launch-chromium.ts";

declare global {
  interface Window {
    scene: { duration: number };
    renderFrame(t: number): void;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCENES_DIR = path.join(ROOT, "scripts", "video-scenes");
const FONTS_DIR = path.join(ROOT, "node_modules", "@fontsource-variable");
const OUT_DIR = path.join(ROOT, "public", "videos");

const MIN_DURATION_S = 6;
const MAX_DURATION_S = 10;
/** Chromium re-rasterises a few anti-aliased edges differently from frame to frame (about 66 dB);
    anything visibly different, such as a pointer a few pixels off, scores well below this. */
const SEAM_MIN_PSNR_DB = 55;

const CLIPS = [
  { name: "pilier-anticipation", scene: "anticipation.html" },
  { name: "pilier-appels-offres", scene: "appels-offres.html" },
  { name: "pilier-prospection", scene: "prospection.html" },
] as const;

/** Scenes are served from this made-up origin by request interception: nothing leaves the machine. */
const ORIGIN = "http://scenes.invalid";
const SERVED_DIRS = [SCENES_DIR, FONTS_DIR];

const { values } = parseArgs({
  options: { only: { type: "string" }, stills: { type: "string" }, "keep-frames": { type: "boolean", default: false } },
});

function requireTool(file: string, hint: string): void {
  if (!existsSync(file)) throw new Error(`${file} not found: ${hint}`);
}

async function openScene(browser: Browser, scene: string): Promise<{ page: Page; duration: number }> {
  const page = await browser.newPage({ viewport: { width: WIDTH_PX, height: HEIGHT_PX }, deviceScaleFactor: 1 });
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    const file = path.join(ROOT, decodeURIComponent(url.pathname));
    const allowed = url.origin === ORIGIN && SERVED_DIRS.some((dir) => file.startsWith(dir + path.sep));
    if (!allowed || !existsSync(file)) {
      console.warn(`  blocked or missing: ${url.href}`);
      return route.abort();
    }
    return route.fulfill({ body: readFileSync(file), contentType: contentTypeOf(file) });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${ORIGIN}/scripts/video-scenes/${scene}`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (errors.length > 0) throw new Error(`${scene}: ${errors.join("; ")}`);
  const duration = await page.evaluate(() => window.scene.duration);
  if (duration < MIN_DURATION_S || duration > MAX_DURATION_S) {
    throw new Error(`${scene}: duration ${duration} s, expected ${MIN_DURATION_S} to ${MAX_DURATION_S} s`);
  }
  return { page, duration };
}

async function frameAt(page: Page, t: number): Promise<Buffer> {
  await page.evaluate((time) => window.renderFrame(time), t);
  return page.screenshot({ type: "png" });
}

async function makeClip(browser: Browser, clip: (typeof CLIPS)[number]): Promise<void> {
  const started = performance.now();
  const { page, duration } = await openScene(browser, clip.scene);
  const tmp = mkdtempSync(path.join(os.tmpdir(), `${clip.name}-`));
  try {
    const count = Math.round(duration * FPS);
    for (let i = 0; i < count; i++) {
      writeFileSync(path.join(tmp, `${String(i).padStart(4, "0")}.png`), await frameAt(page, i / FPS));
    }
    // The loop contract of scene.js: the frame after the last one is the first one again.
    const wrapped = path.join(tmp, "wrapped.png");
    writeFileSync(wrapped, await frameAt(page, duration));
    const seamDb = psnr(path.join(tmp, "0000.png"), wrapped);
    if (seamDb < SEAM_MIN_PSNR_DB) {
      throw new Error(`${clip.scene}: the frame at t = ${duration} s differs from t = 0 (PSNR ${seamDb.toFixed(1)} dB), the loop would jump`);
    }

    const frames = path.join(tmp, "%04d.png");
    const mp4 = path.join(OUT_DIR, `${clip.name}.mp4`);
    const webm = path.join(OUT_DIR, `${clip.name}.webm`);
    const poster = path.join(OUT_DIR, `${clip.name}.webp`);
    const crf264 = encodeMp4(frames, mp4);
    const crfVp9 = encodeWebm(frames, webm);
    encodePoster(path.join(tmp, "0000.png"), poster);
    const sizes = [verify(ROOT, mp4, "h264", duration), verify(ROOT, webm, "vp9", duration), verify(ROOT, poster, "webp", 0)];
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${clip.name}: ${duration} s, ${count} frames · mp4 ${kb(sizes[0]!)} (crf ${crf264}) · ` +
        `webm ${kb(sizes[1]!)} (crf ${crfVp9}) · poster ${kb(sizes[2]!)} · ${seconds} s`,
    );
  } finally {
    if (values["keep-frames"]) console.log(`  frames kept in ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
    await page.close();
  }
}

async function makeStills(browser: Browser, clip: (typeof CLIPS)[number], times: number[]): Promise<void> {
  const { page } = await openScene(browser, clip.scene);
  const dir = path.join(os.tmpdir(), "video-stills");
  mkdirSync(dir, { recursive: true });
  for (const t of times) {
    const file = path.join(dir, `${clip.name}-${t.toFixed(2)}.png`);
    writeFileSync(file, await frameAt(page, t));
    console.log(file);
  }
  await page.close();
}

async function main(): Promise<void> {
  const clips = CLIPS.filter((clip) => !values.only || clip.name === values.only);
  if (clips.length === 0) throw new Error(`--only: no clip named ${values.only} (${CLIPS.map((c) => c.name).join(", ")})`);
  if (!values.stills) {
    requireTool("/usr/bin/ffmpeg", "install it with `apt-get install -y ffmpeg`");
    mkdirSync(OUT_DIR, { recursive: true });
  }
  const browser = await launchChromium(["--font-render-hinting=none"]);
  try {
    for (const clip of clips) {
      if (values.stills) await makeStills(browser, clip, values.stills.split(",").map(Number));
      else await makeClip(browser, clip);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
