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

/**
 * The address bar's popup, a WebUI page that Chromium builds in the background for every new
 * window (and so for every test's page and every Lighthouse run) while the page loads: 200 to 400
 * requests for its modules, in a renderer of its own that competes with the page's for the CPU.
 * Without it, twelve loads of the home page, each in a new context, took 9.1 core-seconds instead
 * of 11.6. A visitor's window built its popup long before the page.
 */
const BROWSER_UI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

/** Headless, no sandbox, none of the browser's own background traffic (updates, sync, first run) nor window UI. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${BROWSER_UI_FEATURES.join(",")}`,
];

/**
 * Playwright's own `--disable-features` (playwright-core's chromiumSwitches.ts, 1.65), which it
 * passes before ours. tests/browser/chromium-flags.test.ts fails when an update adds one.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
  "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * `flags` with their `--disable-features` merged into one, last: Chromium reads only the last one,
 * and each launcher (Playwright, chrome-launcher) passes its own before ours.
 */
export function withFeaturesMerged(flags: readonly string[]): string[] {
  const prefix = "--disable-features=";
  const features = flags.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(","));
  return [...flags.filter((flag) => !flag.startsWith(prefix)), `${prefix}${[...new Set(features)].join(",")}`];
}

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
  const args = withFeaturesMerged([`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(",")}`, ...CHROMIUM_FLAGS, ...extraFlags]);
  return chromium.launch({ executablePath: findChromium(), args });
}
