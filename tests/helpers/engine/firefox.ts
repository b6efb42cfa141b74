import { existsSync } from "node:fs";
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from "puppeteer-core";
import { end, leaveForTeardown } from "../left-for-teardown.ts";
import type { EngineBrowser, EngineOptions, Key } from "./engine-page.ts";
import { sizeTab, spareTab, type Tab as KeptTab } from "./kept-tab.ts";
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
  const processes = { pid: browser.process()!.pid!, group: true };
  leaveForTeardown(processes);
  const spare = spareTab<Tab>();
  /** The tabs of open pages, in the order they were opened: the last is the one shown. */
  const shown: Tab[] = [];
  return {
    engine: "firefox",
    // Killed, as the run's teardown kills it: its profile goes with the run's temporary folder.
    close: async () => end(processes),
    async open(site, pageOptions = {}) {
      const { front, lists } = await openFront(site, proxy, pageOptions);
      // A tab behind another is hidden and draws no frame for an island's observer to see: a kept
      // tab may be behind a page's opened since, and is brought to the front as a new one is.
      const kept = spare.take();
      const tab = kept ? await toFront(kept) : await newTab(browser);
      shown.push(tab);
      await sizeTab(tab, pageOptions.viewport ?? { width: 1280, height: 800 }, (to) => tab.page.setViewport(to));
      tab.lists = lists;
      const { page, context } = tab;
      const scripts: string[] = [];
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
          setViewport: (to) => sizeTab(tab, to, () => page.setViewport(to)),
          // In the pages' own documents only: a kept tab (close(), below) first makes an empty one,
          // with no address, as it leaves about:blank, and a script using storage throws there.
          addInitScript: async (source) =>
            void scripts.push((await page.evaluateOnNewDocument(`if (/^https?:$/.test(location.protocol)) {\n${source}\n}`)).identifier),
          screenshot: async () => Buffer.from(await page.screenshot()),
          cookieJar: async () => (await context.cookies()).map(({ name, domain }) => ({ name, domain })),
          close: async () => {
            // Kept for the next page (kept-tab.ts).
            await spare.keep(
              tab,
              async () => {
                await page.mouse.move(0, 0);
                for (const script of scripts) await page.removeScriptToEvaluateOnNewDocument(script);
                await page.goto("about:blank", { waitUntil: "load" });
                const cookies = await context.cookies();
                if (cookies.length > 0) await context.deleteCookie(...cookies);
              },
              () => context.close(),
            );
            // The page opened before this one, if still open, is shown again: the kept tab, or the
            // tab Firefox selects when one closes, would hide it.
            shown.splice(shown.indexOf(tab), 1);
            const previous = shown.at(-1);
            if (previous) await toFront(previous);
          },
        },
        front,
        lists,
        async () => undefined,
      );
    },
  };
}

type Tab = KeptTab<BrowserContext, Page>;

/** The tab, selected: shown, and so drawing frames. */
async function toFront(tab: Tab): Promise<Tab> {
  await tab.page.bringToFront();
  return tab;
}

/**
 * A tab in a browser context of its own: opening one costs Firefox about 0.4 s of CPU (its parent
 * process makes the tab, then lays it out at the test's size), which a tab kept for the next page
 * spares (close(), above).
 */
async function newTab(browser: Browser): Promise<Tab> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Sized by its first page (sizeTab).
  const tab: Tab = { context, page, viewport: { width: 0, height: 0 } };
  // The test's tab is made the selected one. (In one full run, signal-tabs.test.ts waited 30 s in
  // vain for an island in Firefox; waits that time out now say whether the page was hidden.)
  await toFront(tab);
  page.on("console", (message) => tab.lists?.messages.push(`${message.type() === "warn" ? "warning" : message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => {
    const { message } = error as Error;
    // Firefox's own notes of loads that failed come as script errors over BiDi; they are the
    // counterpart of Chromium's console "Failed to load resource", not errors of the page's.
    tab.lists?.messages.push(`${LOAD_NOTE.test(message) ? "error" : "pageerror"}: ${message}`);
  });
  return tab;
}
