import { existsSync } from "node:fs";
import puppeteer, { type KeyInput } from "puppeteer-core";
import { leaveForTeardown } from "../left-for-teardown.ts";
import type { EngineBrowser, EngineOptions, Key } from "./engine-page.ts";
import { openFront } from "./open-front.ts";
import { makeEnginePage } from "./page-base.ts";
import type { ThirdPartyProxy } from "./third-party-proxy.ts";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const LOAD_NOTE = /^(Loading module from|Loading failed for the module|downloadable font: download failed)/;

const KEYS: Record<Key, KeyInput[]> = {
  Enter: ["Enter"], Space: [" "], Tab: ["Tab"], "Shift+Tab": ["Shift", "Tab"], Escape: ["Escape"],
  ArrowLeft: ["ArrowLeft"], ArrowRight: ["ArrowRight"], Home: ["Home"], End: ["End"],
};

/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (no geckodriver). Reduced
 * motion and JavaScript are preferences, set at launch: BiDi has no command for either.
 */
export async function launchFirefoxEngine(proxy: ThirdPartyProxy, options: EngineOptions): Promise<EngineBrowser> {
  if (!existsSync(FIREFOX)) throw new Error(`No Firefox at ${FIREFOX}: apt-get install -y firefox-esr, or set FIREFOX_PATH.`);
  const { hostname, port } = new URL(proxy.url);
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX,
    headless: true,
    // The proxy opens HTTPS with a certificate of ours (third-party-proxy.ts).
    acceptInsecureCerts: true,
    // Requests are logged by our servers (front-server.ts, third-party-proxy.ts), not by the
    // browser: without BiDi's network events Firefox neither reports every request over the
    // socket nor keeps a copy of every response for Puppeteer.
    networkEnabled: false,
    extraPrefsFirefox: {
      "network.proxy.type": 1,
      "network.proxy.http": hostname,
      "network.proxy.http_port": Number(port),
      "network.proxy.ssl": hostname,
      "network.proxy.ssl_port": Number(port),
      "network.proxy.allow_hijacking_localhost": false,
      "ui.prefersReducedMotion": options.reducedMotion ? 1 : 0,
      "javascript.enabled": options.javaScript ?? true,
    },
  });
  // Puppeteer kills it on exit, which a vitest worker does not reach: the run's teardown does.
  leaveForTeardown({ pid: browser.process()!.pid!, group: true });
  return {
    engine: "firefox",
    async open(site, pageOptions = {}) {
      const { front, lists } = await openFront(site, proxy, pageOptions);
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // The test's tab is made the selected one: a tab behind another is hidden and draws no frame
      // for an island's observer to see. (In one full run, signal-tabs.test.ts waited 30 s in
      // vain for an island in Firefox; waits that time out now say whether the page was hidden.)
      await page.bringToFront();
      await page.setViewport(pageOptions.viewport ?? { width: 1280, height: 800 });
      page.on("console", (message) => lists.messages.push(`${message.type() === "warn" ? "warning" : message.type()}: ${message.text()}`));
      page.on("pageerror", (error) => {
        const { message } = error as Error;
        // Firefox's own notes of loads that failed come as script errors over BiDi; they are the
        // counterpart of Chromium's console "Failed to load resource", not errors of the page's.
        lists.messages.push(`${LOAD_NOTE.test(message) ? "error" : "pageerror"}: ${message}`);
      });
      return makeEnginePage(
        "firefox",
        {
          navigate: async (url, waitUntil) => {
            const until = waitUntil === "commit" ? undefined : waitUntil === "load" ? "load" : "domcontentloaded";
            if (until) await page.goto(url, { waitUntil: until });
            else void page.goto(url).catch(() => undefined);
          },
          evaluate: (expression) => page.evaluate(expression),
          mouseClick: (x, y) => page.mouse.click(x, y),
          mouseMove: (x, y) => page.mouse.move(x, y),
          press: async (key) => {
            const [first, second] = KEYS[key];
            if (!second) return page.keyboard.press(first!);
            await page.keyboard.down(first!);
            await page.keyboard.press(second);
            await page.keyboard.up(first!);
          },
          setViewport: (size) => page.setViewport(size),
          addInitScript: async (source) => void (await page.evaluateOnNewDocument(source)),
          screenshot: async () => Buffer.from(await page.screenshot()),
          cookieJar: async () => (await context.cookies()).map(({ name, domain }) => ({ name, domain })),
          close: () => context.close(),
        },
        front,
        lists,
        async () => undefined,
      );
    },
  };
}
