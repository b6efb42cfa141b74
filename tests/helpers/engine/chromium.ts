import type { Browser, BrowserContext, Disposable, Page } from "playwright-core";
import { launchChromium } from "../../../scripts/lib/launch-chromium.ts";
import type { EngineBrowser, EngineOptions, Key } from "./engine-page.ts";
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
  /** A tab a closed page left ready for the next (below), with where its events go meanwhile. */
  let spare: Tab | undefined;
  return {
    engine: "chromium",
    close: () => browser.close(),
    async open(site, pageOptions = {}) {
      const { front, lists } = await openFront(site, proxy, pageOptions);
      const size = pageOptions.viewport ?? { width: 1280, height: 800 };
      const tab = spare ?? (await newTab(browser, options, size));
      spare = undefined;
      await sizeTab(tab, size);
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
          setViewport: (size) => sizeTab(tab, size),
          // In the pages' own documents only, as in Firefox: a kept tab (close(), below) is on
          // about:blank between pages, whose opaque origin refuses storage.
          addInitScript: async (source) => void scripts.push(await page.addInitScript(`if (/^https?:$/.test(location.protocol)) {\n${source}\n}`)),
          screenshot: () => page.screenshot(),
          cookieJar: async () => (await context.cookies()).map(({ name, domain }) => ({ name, domain })),
          close: async () => {
            // The tab is kept for the next page when it can be emptied: the pointer moved off (the
            // next page must not start hovered), its init scripts, document and cookies gone.
            // Another page's origin is a new one (front-server.ts), so its storage and cache start
            // empty; its site is the same (127.0.0.1), so it runs in the renderer process the tab
            // has, whose start is most of a new page's cost. A tab that cannot be emptied is closed.
            try {
              await page.mouse.move(0, 0);
              for (const script of scripts) await script.dispose();
              await page.goto("about:blank");
              await context.clearCookies();
              if (spare) throw new Error("a spare tab already");
              spare = tab;
            } catch {
              await context.close().catch(() => undefined);
            }
            tab.lists = undefined;
          },
        },
        front,
        lists,
        async () => undefined,
      );
    },
  };
}

interface Tab {
  context: BrowserContext;
  page: Page;
  viewport: { width: number; height: number };
  /** The lists of the page that has the tab now; none between pages, whose last events are dropped. */
  lists?: { messages: string[] };
}

/** Lays the tab out at `size`, unless it is at that size already (a kept tab often is). */
async function sizeTab(tab: Tab, size: { width: number; height: number }): Promise<void> {
  if (tab.viewport.width === size.width && tab.viewport.height === size.height) return;
  await tab.page.setViewportSize(size);
  tab.viewport = size;
}

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
