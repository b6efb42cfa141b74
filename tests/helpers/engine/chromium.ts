import type { Browser, BrowserContext, Disposable, Page } from "playwright-core";
import { launchChromium } from "../../../scripts/lib/launch-chromium.ts";
import type { EngineBrowser, EngineOptions, Key } from "./engine-page.ts";
import { sizeTab, spareTab, type Tab as KeptTab } from "./kept-tab.ts";
import { openFront } from "./open-front.ts";
import { makeEnginePage } from "./page-base.ts";
import type { ThirdPartyProxy } from "./third-party-proxy.ts";

const KEYS: Record<Key, string> = {
  Enter: "Enter", Space: "Space", Tab: "Tab", "Shift+Tab": "Shift+Tab", Escape: "Escape",
  ArrowLeft: "ArrowLeft", ArrowRight: "ArrowRight", Home: "Home", End: "End",
};

/** Debian's Chromium driven by playwright-core, as the Chromium-only tests drive it (scripts/lib/launch-chromium.ts). */
export async function launchChromiumEngine(proxy: ThirdPartyProxy, options: EngineOptions): Promise<EngineBrowser> {
  const browser = await launchChromium([`--proxy-server=${proxy.url}`]);
  const spare = spareTab<Tab>();
  return {
    engine: "chromium",
    close: () => browser.close(),
    async open(site, pageOptions = {}) {
      const { front, lists } = await openFront(site, proxy, pageOptions);
      const size = pageOptions.viewport ?? { width: 1280, height: 800 };
      const tab = spare.take() ?? (await newTab(browser, options, size));
      await sizeTab(tab, size, (to) => tab.page.setViewportSize(to));
      tab.lists = lists;
      const { page, context } = tab;
      const scripts: Disposable[] = [];
      return makeEnginePage(
        "chromium",
        {
          navigate: async (url, waitUntil) => void (await page.goto(url, { waitUntil })),
          evaluate: (expression) => page.evaluate(expression),
          mouseClick: (x, y) => page.mouse.click(x, y),
          mouseMove: (x, y) => page.mouse.move(x, y),
          press: (key) => page.keyboard.press(KEYS[key]),
          setViewport: (to) => sizeTab(tab, to, () => page.setViewportSize(to)),
          // In the pages' own documents only, as in Firefox: a kept tab (close(), below) is on
          // about:blank between pages, whose opaque origin refuses storage.
          addInitScript: async (source) => void scripts.push(await page.addInitScript(`if (/^https?:$/.test(location.protocol)) {\n${source}\n}`)),
          screenshot: () => page.screenshot(),
          cookieJar: async () => (await context.cookies()).map(({ name, domain }) => ({ name, domain })),
          // The tab is kept for the next page (kept-tab.ts), whose site is the same (127.0.0.1): it
          // runs in the renderer process the tab has, whose start is most of a new page's cost.
          close: () =>
            spare.keep(
              tab,
              async () => {
                await page.mouse.move(0, 0);
                for (const script of scripts) await script.dispose();
                await page.goto("about:blank");
                await context.clearCookies();
              },
              () => context.close(),
            ),
        },
        front,
        lists,
        async () => undefined,
      );
    },
  };
}

type Tab = KeptTab<BrowserContext, Page>;

/**
 * A tab in a browser context of its own. Its first page starts a renderer process, which costs
 * Chromium about 0.25 s of CPU (0.45 s for a new context's page of the legal notice, 0.2 s in a
 * kept tab), which a tab kept for the next page spares (close(), above).
 */
async function newTab(browser: Browser, options: EngineOptions, viewport: Tab["viewport"]): Promise<Tab> {
  const context = await browser.newContext({
    viewport,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    javaScriptEnabled: options.javaScript ?? true,
    // The proxy opens HTTPS with a certificate of ours (third-party-proxy.ts).
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const tab: Tab = { context, page, viewport };
  page.on("console", (message) => tab.lists?.messages.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => tab.lists?.messages.push(`pageerror: ${error.message}`));
  return tab;
}
