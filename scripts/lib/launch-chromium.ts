// The one place the project starts a headless Chromium: the browser tests, the scripts (screenshots,
// videos, share image) and Lighthouse through chrome-launcher all take their flags from here.
// The tests and scripts run Chromium's headless shell when the system has it; Lighthouse measures
// in the full browser, as a visitor's Chrome loads a page.
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

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright itself runs
 * headless): the browser's Blink, V8 and network stack without its windows' UI. Twelve loads of the
 * home page, each in a new context, took 4.9 core-seconds in it against 9.1 in the full browser. Its
 * text hinting rounds glyph advances to whole pixels unless told otherwise (SHELL_FLAGS).
 */
const HEADLESS_SHELL_PATHS = ["/usr/bin/chromium-headless-shell"];

/**
 * Text laid out with fractional advances, as the full browser and desktop Chrome lay it out: with
 * the shell's default (full hinting) "Menu" is 3 px wider, and tests/browser/fonts.test.ts finds
 * the swap to the web fonts moving text on 36 of its 40 pages.
 */
const SHELL_FLAGS = ["--font-render-hinting=none"];

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

/** The headless shell, unless the full browser is asked for, CHROME_PATH names one or the system has no shell. */
export function findTestChromium(full: boolean): { path: string; shell: boolean } {
  const shell = full || process.env.CHROME_PATH ? undefined : HEADLESS_SHELL_PATHS.find((candidate) => existsSync(candidate));
  return shell ? { path: shell, shell: true } : { path: findChromium(), shell: false };
}

/**
 * The system's Chromium driven by Playwright, with CHROMIUM_FLAGS and the caller's extra flags after
 * them: the headless shell when there is one (findTestChromium), the full browser when asked.
 */
export function launchChromium(extraFlags: readonly string[] = [], options: { full?: boolean } = {}): Promise<Browser> {
  const { path, shell } = findTestChromium(options.full ?? false);
  const args = withFeaturesMerged([`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(",")}`, ...CHROMIUM_FLAGS, ...(shell ? SHELL_FLAGS : []), ...extraFlags]);
  return chromium.launch({ executablePath: path, args });
}
