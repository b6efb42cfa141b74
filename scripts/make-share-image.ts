// `npx tsx scripts/make-share-image.ts`: renders the default share image (Open Graph and Twitter
// card) from the scene in scripts/share-image/ into public/share/default.png, 1200×630.
// The scene reads SITE.productName and the hero's title and card from the site's sources, so run
// it again after changing them. A development tool, not part of the build: it needs Chromium and
// ffmpeg (`apt-get install -y chromium ffmpeg`), and its output is committed. See docs/share-image.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { contentTypeOf } from "../packages/generator/src/serve/content-type.ts";
import { SITE } from "../src/site.ts";
import { launchChromium } from "./lib/launch-chromium.ts";
import { renderScene } from "./share-image/render-scene.tsx";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCENE_DIR = path.join(ROOT, "scripts", "share-image");
const FONTS_DIR = path.join(ROOT, "node_modules", "@fontsource-variable");
/** Where the pages' og:image and twitter:image point (Document.tsx reads the same SITE entry). */
const OUT_FILE = path.join(ROOT, "public", SITE.shareImage.path);
const FFMPEG = "/usr/bin/ffmpeg";

/** The Open Graph size every platform accepts (1.91:1), the size share-image.css draws. */
const WIDTH_PX = 1200;
const HEIGHT_PX = 630;
/** Text stays this far inside every edge: some platforms crop or round the corners. */
const SAFE_MARGIN_PX = 60;
/** Drawn this many times larger, then scaled down: see optimise(). */
const DEVICE_SCALE = 4;
/** The true-colour PNG is kept when it fits; otherwise it gets a 256-colour palette. */
const TARGET_BYTES = 150_000;
/** Below this, the palette image differs visibly from the true-colour one (text fringes, banding). */
const PALETTE_MIN_PSNR_DB = 42;

/** The scene is served from this made-up origin by request interception: nothing leaves the machine. */
const ORIGIN = "http://share-image.invalid";
const SCENE_URL = `${ORIGIN}/scripts/share-image/index.html`;
const SERVED_DIRS = [SCENE_DIR, FONTS_DIR];

async function serveScene(page: Page, html: string, blocked: string[]): Promise<void> {
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.href === SCENE_URL) return route.fulfill({ body: html, contentType: "text/html; charset=utf-8" });
    const file = path.join(ROOT, decodeURIComponent(url.pathname));
    const allowed = url.origin === ORIGIN && SERVED_DIRS.some((dir) => file.startsWith(dir + path.sep));
    if (!allowed || !existsSync(file)) {
      blocked.push(url.href);
      return route.abort();
    }
    return route.fulfill({ body: readFileSync(file), contentType: contentTypeOf(file) });
  });
}

/** Throws when a font fell back or a `data-safe` element leaves the safe area. */
async function checkLayout(page: Page): Promise<void> {
  const problems = await page.evaluate(
    ({ width, height, margin }) => {
      const found: string[] = [];
      for (const font of ['800 16px "Manrope Variable"', '600 16px "Inter Variable"']) {
        if (!document.fonts.check(font)) found.push(`font not loaded: ${font}`);
      }
      for (const element of document.querySelectorAll<HTMLElement>("[data-safe]")) {
        const box = element.getBoundingClientRect();
        const overflows = element.scrollWidth > element.clientWidth + 1;
        if (box.left < margin || box.top < margin || box.right > width - margin || box.bottom > height - margin || overflows) {
          const where = `${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`;
          const content = overflows ? `, content ${element.scrollWidth} px wide in ${element.clientWidth}` : "";
          found.push(`.${element.className} leaves the safe area (${where}${content}): shorten the text or the type`);
        }
      }
      return found;
    },
    { width: WIDTH_PX, height: HEIGHT_PX, margin: SAFE_MARGIN_PX },
  );
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

async function screenshot(html: string): Promise<Buffer> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH_PX, height: HEIGHT_PX }, deviceScaleFactor: DEVICE_SCALE });
    const blocked: string[] = [];
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await serveScene(page, html, blocked);
    await page.goto(SCENE_URL);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (errors.length > 0) throw new Error(`scene errors: ${errors.join("; ")}`);
    if (blocked.length > 0) throw new Error(`the scene asked for files outside its folder and the fonts: ${blocked.join(", ")}`);
    await checkLayout(page);
    return await page.screenshot({ type: "png" });
  } finally {
    await browser.close();
  }
}

function ffmpeg(args: string[]): string {
  if (!existsSync(FFMPEG)) throw new Error(`${FFMPEG} not found: install it with \`apt-get install -y ffmpeg\``);
  const { status, stderr } = spawnSync(FFMPEG, ["-hide_banner", "-y", ...args], { encoding: "utf8" });
  if (status !== 0) throw new Error(`ffmpeg failed: ${stderr.slice(-500)}`);
  // ffmpeg prints measures such as PSNR on stderr.
  return stderr;
}

/**
 * Chromium dithers gradients, and that noise doubles the PNG. The scene is therefore drawn at
 * DEVICE_SCALE and each block averaged back to one pixel, which cancels the dither (and smooths
 * the type); a 256-colour palette then halves the file again when it costs no visible quality.
 * The palette gets a light ordered dither: without it the amber glow shows contour bands.
 */
function optimise(screenshot: Buffer): { png: Buffer; note: string } {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "share-image-"));
  try {
    const [input, full, palette] = ["screenshot.png", "full.png", "palette.png"].map((name) => path.join(tmp, name)) as [string, string, string];
    writeFileSync(input, screenshot);
    ffmpeg(["-loglevel", "error", "-i", input, "-vf", `scale=${WIDTH_PX}:${HEIGHT_PX}:flags=area,format=rgb24`, "-compression_level", "9", "-pred", "none", full]);
    const truecolour = readFileSync(full);
    if (truecolour.length <= TARGET_BYTES) return { png: truecolour, note: "true colour" };
    ffmpeg([
      "-loglevel", "error", "-i", full,
      "-lavfi", "split[a][b];[a]palettegen=max_colors=256:reserve_transparent=0[p];[b][p]paletteuse=dither=bayer:bayer_scale=5",
      "-compression_level", "9", palette,
    ]);
    const match = /average:(inf|[\d.]+)/.exec(ffmpeg(["-i", palette, "-i", full, "-lavfi", "[0][1]psnr", "-f", "null", "-"]));
    if (!match) throw new Error("ffmpeg printed no PSNR");
    const psnr = match[1] === "inf" ? Infinity : Number(match[1]);
    if (psnr < PALETTE_MIN_PSNR_DB) return { png: truecolour, note: `true colour: the palette loses too much (${psnr.toFixed(1)} dB)` };
    return { png: readFileSync(palette), note: `256 colours, ${psnr.toFixed(1)} dB from the ${truecolour.length}-byte true-colour image` };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Width and height from the PNG's IHDR chunk, which always comes first. */
function pngSize(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (png.length < 24 || !png.subarray(0, 8).equals(signature) || png.toString("ascii", 12, 16) !== "IHDR") {
    throw new Error("not a PNG file");
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function main(): Promise<void> {
  if (SITE.shareImage.width !== WIDTH_PX || SITE.shareImage.height !== HEIGHT_PX) {
    throw new Error(`SITE.shareImage announces ${SITE.shareImage.width}×${SITE.shareImage.height}, the scene is drawn at ${WIDTH_PX}×${HEIGHT_PX}`);
  }
  const { png, note } = optimise(await screenshot(renderScene()));
  const { width, height } = pngSize(png);
  if (width !== WIDTH_PX || height !== HEIGHT_PX) {
    throw new Error(`the image is ${width}×${height}, expected ${WIDTH_PX}×${HEIGHT_PX}`);
  }
  mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  writeFileSync(OUT_FILE, png);
  console.log(`${path.relative(ROOT, OUT_FILE)}: ${width}×${height}, ${png.length} bytes (${note})`);
  if (png.length > TARGET_BYTES) console.warn(`  over the ${TARGET_BYTES}-byte target`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
