import { launchChromiumEngine } from "./chromium.ts";
import type { EngineBrowser, EngineName, EngineOptions } from "./engine-page.ts";
import { launchFirefoxEngine } from "./firefox.ts";
import { REPORT_POLICY_VIOLATIONS } from "./stand-ins.ts";
import { startThirdPartyProxy, type ThirdPartyProxy } from "./third-party-proxy.ts";
import { launchWebKitEngine } from "./webkit.ts";

export interface Engine {
  name: EngineName;
  /** What the engine lacks on purpose: a test of it is skipped there, saying so in its name. */
  supports: {
    /** Prerendering from `<script type="speculationrules">`: Chromium only (Firefox and WebKit ship none). */
    speculationRules: boolean;
    /**
     * Fetching again a module whose fetch failed, when a later import names it: Chromium does;
     * Firefox and WebKit keep the failure for the URL, as the HTML spec's module map does.
     */
    refetchesFailedModules: boolean;
    /**
     * Focus moved by the driver's Tab key matching :focus-visible: not with WebKitWebDriver 2.50,
     * whose synthesized Tab moves focus without it (a person's Tab in WebKit does match).
     */
    keyboardFocusVisible: boolean;
    /**
     * Reading every cookie the page's browser context holds, HttpOnly ones and a third-party frame's
     * included (EnginePage.cookieJar): Chromium and Firefox. Classic WebDriver, WebKit's, reads
     * only the top document's cookies.
     */
    cookieJar: boolean;
  };
}

const ALL: readonly Engine[] = [
  { name: "chromium", supports: { speculationRules: true, refetchesFailedModules: true, keyboardFocusVisible: true, cookieJar: true } },
  { name: "firefox", supports: { speculationRules: false, refetchesFailedModules: false, keyboardFocusVisible: true, cookieJar: true } },
  { name: "webkit", supports: { speculationRules: false, refetchesFailedModules: false, keyboardFocusVisible: false, cookieJar: false } },
];

/**
 * The engines every cross-engine test runs in: all three, or those BROWSER_ENGINES names
 * ("chromium,webkit"), to run one engine's tests while working on it.
 */
export const ENGINES: readonly Engine[] = process.env.BROWSER_ENGINES
  ? ALL.filter((engine) => process.env.BROWSER_ENGINES!.split(",").includes(engine.name))
  : ALL;

const LAUNCH = { chromium: launchChromiumEngine, firefox: launchFirefoxEngine, webkit: launchWebKitEngine };

/** The one way out of the machine for every browser of this test process (third-party-proxy.ts). */
let proxy: Promise<ThirdPartyProxy> | undefined;
const keyOf = (name: EngineName, options: EngineOptions) => JSON.stringify([name, options.reducedMotion ?? false, options.javaScript ?? true]);
const started = new Map<string, Promise<EngineBrowser>>();

/**
 * A browser of the engine with these options, started once in this test process and shared by
 * every test file it runs: the browser test files run without isolation (vitest.config.ts), and
 * starting Firefox or WebKit takes 5 to 15 s, more than most files' tests. Pages stay apart all
 * the same: each has its own origin (front-server.ts) and, in Chromium and Firefox, its own
 * browser context. The browsers outlive the test process: the run's global teardown ends them
 * (left-for-teardown.ts).
 */
export function sharedEngine(name: EngineName, options: EngineOptions = {}): Promise<EngineBrowser> {
  const key = keyOf(name, options);
  let browser = started.get(key);
  if (!browser) {
    proxy ??= startThirdPartyProxy();
    browser = proxy.then((shared) => LAUNCH[name](shared, options)).then((launched) => withPolicyReport(launched, options));
    // A launch that failed is tried again by the next file rather than failing it too.
    browser.catch(() => started.delete(key));
    started.set(key, browser);
  }
  return browser;
}

/**
 * Ends the shared browser of the engine with these options, if one started: a browser with
 * options of its own (reduced motion, no JavaScript) serves the one file that asks for them, and
 * would otherwise idle to the end of the run (an idle Firefox takes 1 to 2 s of CPU a minute).
 */
export async function endEngine(name: EngineName, options: EngineOptions): Promise<void> {
  const key = keyOf(name, options);
  const browser = started.get(key);
  if (!browser) return;
  started.delete(key);
  await browser.then((launched) => launched.close()).catch(() => undefined);
}

/** Every page of a browser whose pages run scripts reports policy violations to the test (stand-ins.ts). */
function withPolicyReport(browser: EngineBrowser, options: EngineOptions): EngineBrowser {
  return {
    ...browser,
    async open(site, pageOptions) {
      const page = await browser.open(site, pageOptions);
      if (options.javaScript !== false) await page.addInitScript(REPORT_POLICY_VIOLATIONS);
      return page;
    },
  };
}
