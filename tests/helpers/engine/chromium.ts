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
  return {
    engine: "chromium",
    async open(site, pageOptions = {}) {
      const { front, lists } = await openFront(site, proxy, pageOptions);
      const context = await browser.newContext({
        viewport: pageOptions.viewport ?? { width: 1280, height: 800 },
        reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
        javaScriptEnabled: options.javaScript ?? true,
        // The proxy opens HTTPS with a certificate of ours (third-party-proxy.ts).
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      page.on("console", (message) => lists.messages.push(`${message.type()}: ${message.text()}`));
      page.on("pageerror", (error) => lists.messages.push(`pageerror: ${error.message}`));
      return makeEnginePage(
        "chromium",
        {
          navigate: async (url, waitUntil) => void (await page.goto(url, { waitUntil })),
          evaluate: (expression) => page.evaluate(expression),
          mouseClick: (x, y) => page.mouse.click(x, y),
          mouseMove: (x, y) => page.mouse.move(x, y),
          press: (key) => page.keyboard.press(KEYS[key]),
          setViewport: (size) => page.setViewportSize(size),
          addInitScript: async (source) => void (await page.addInitScript(source)),
          screenshot: () => page.screenshot(),
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
