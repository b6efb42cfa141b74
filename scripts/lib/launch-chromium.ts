// The one place the project starts a headless Chromium: the browser tests, the scripts (screenshots,
// videos, share image) and Lighthouse through chrome-launcher all take their flags from here.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

const USUAL_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** Headless, no sandbox, and none of the browser's own background traffic (updates, sync, first run). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The system's Chromium: CHROME_PATH, else the usual install locations. Never downloads one. */
export function findChromium(): string {
  const candidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : USUAL_PATHS;
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(", ")}). Install one, e.g. ` +
        "`apt-get install -y chromium` on Debian, or set CHROME_PATH to a Chrome or Chromium binary.",
    );
  }
  return found;
}

/** The system's Chromium driven by Playwright, with CHROMIUM_FLAGS and the caller's extra flags after them. */
export function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...extraFlags] });
}
