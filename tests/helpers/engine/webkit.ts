import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { EngineBrowser, EngineOptions } from "./engine-page.ts";
import { openFront } from "./open-front.ts";
import { makeEnginePage } from "./page-base.ts";
import type { ThirdPartyProxy } from "./third-party-proxy.ts";
import { WebDriverSession } from "./webdriver.ts";
import { startWebKitDriver } from "./webkit-driver.ts";

const BROWSER = fileURLToPath(new URL("./webkit-browser.py", import.meta.url));

/** "CONSOLE SECURITY ERROR …", "http://…/a.js:1:14: CONSOLE ERROR …", "CONSOLE JS ERROR …" (WebKitSettings' console to stdout). */
const CONSOLE_LINE = /CONSOLE (?:(\w+) )?(LOG|ERROR|WARN|WARNING|INFO|DEBUG) (.*)$/;

function consoleMessage(line: string): string | undefined {
  const [, source, level, text] = CONSOLE_LINE.exec(line) ?? [];
  if (!level) return undefined;
  if (source === "JS" && level === "ERROR") return `pageerror: ${text}`;
  const type = level === "WARN" ? "warning" : level.toLowerCase();
  return `${type}: ${text}`;
}

/**
 * WebKitGTK driven by WebKitWebDriver (classic WebDriver over HTTP: it offers no BiDi), with a
 * browser of our own (webkit-browser.py) whose window can be phone-wide. One session; each test
 * page is a window of it, with its own origin (front-server.ts). Console messages come from the
 * browser's standard output, which names no page but often the script that wrote them: they go to
 * the page of that script's origin, else to the page opened last (a window closed as its imports
 * failed printed into the next test's page).
 */
export async function launchWebKitEngine(proxy: ThirdPartyProxy, options: EngineOptions): Promise<EngineBrowser> {
  const driver = await startWebKitDriver();
  const initScripts = path.join(driver.home, "init-scripts.json");
  writeFileSync(initScripts, "[]");
  const args = [`--proxy=${proxy.url}`, `--init-scripts=${initScripts}`];
  if (options.reducedMotion) args.push("--reduced-motion");
  if (options.javaScript === false) args.push("--no-javascript");
  const session = await WebDriverSession.create(driver.url, {
    pageLoadStrategy: "none",
    "webkitgtk:browserOptions": { binary: BROWSER, args },
  }).catch((error: unknown) => {
    driver.stop();
    throw error;
  });
  await session.command("/timeouts", "POST", { script: 120_000 });
  const home = (await session.command("/window", "GET")) as string;
  /** The window WebDriver's commands go to: a page's commands switch to its own first. */
  let active = home;
  const use = async (handle: string) => {
    if (active === handle) return;
    await session.command("/window", "POST", { handle });
    active = handle;
  };
  let current: string[] | undefined;
  const byOrigin = new Map<string, string[]>();
  driver.onLine((line) => {
    const message = consoleMessage(line);
    const origin = /^(https?:\/\/[^/\s]+)\//.exec(line)?.[1];
    if (message) (byOrigin.get(origin ?? "") ?? current)?.push(message);
  });

  return {
    engine: "webkit",
    close: async () => driver.stop(),
    async open(site, pageOptions = {}) {
      const { front, lists } = await openFront(site, proxy, pageOptions);
      current = lists.messages;
      byOrigin.set(front.origin, lists.messages);
      const scripts: string[] = [];
      let handle: string | undefined;
      // The window is made at the first navigation, with the init scripts given until then.
      // Every command of the page goes to its window, whichever page was driven last.
      const window = async () => {
        if (handle) return use(handle);
        writeFileSync(initScripts, JSON.stringify(scripts));
        await use(home);
        handle = ((await session.command("/window/new", "POST", { type: "window" })) as { handle: string }).handle;
        await use(handle);
        await setSize(pageOptions.viewport ?? { width: 1280, height: 800 });
      };
      const setSize = async ({ width, height }: { width: number; height: number }) => {
        await session.command("/window/rect", "POST", { width, height });
        await page.waitFor(([w, h]) => innerWidth === w && innerHeight === h, [width, height], { what: `a ${width}x${height} viewport` });
      };
      const page = makeEnginePage(
        "webkit",
        {
          navigate: async (url, waitUntil) => {
            await window();
            // The driver's page-load strategy is "none": /url returns at once, and a page at the same
            // address would pass the wait below before it is replaced. The document being left is
            // marked, and the wait is for a document without the mark (unless only the hash changes).
            const target = url.split("#")[0];
            // A page itself on its way out cannot be marked, and needs no mark: "" then.
            const from = (await session.execute(`(window.__leftByTest = true, location.href)`).catch(() => "")) as string;
            const sameDocument = url.includes("#") && from.split("#")[0] === target;
            await session.command("/url", "POST", { url });
            const ready = waitUntil === "load" ? ["complete"] : waitUntil === "domcontentloaded" ? ["interactive", "complete"] : ["loading", "interactive", "complete"];
            // The hash aside: the booking anchor's scroll may set it again.
            const wait = ([href, states, same]: [string, string[], boolean]) =>
              (same || !(window as unknown as { __leftByTest?: boolean }).__leftByTest) && location.href.split("#")[0] === href && states.includes(document.readyState);
            await page.waitFor(wait, [target, ready, sameDocument] as [string, string[], boolean], {
              what: `${url} to be ${waitUntil}`,
              // Twice Playwright's and Puppeteer's default: WebKit paints with the CPU under Xvfb.
              timeout: 60_000,
            });
          },
          evaluate: async (expression) => (await window(), session.execute(expression)),
          mouseClick: async (x, y) => (await window(), void (await session.pointer(x, y, true))),
          mouseMove: async (x, y) => (await window(), void (await session.pointer(x, y, false))),
          press: async (key) => (await window(), session.press(key)),
          setViewport: async (size) => (await window(), setSize(size)),
          addInitScript: async (source) => {
            if (handle) throw new Error("webkit: add init scripts before the page's first goto");
            scripts.push(source);
          },
          screenshot: async () => (await window(), Buffer.from((await session.command("/screenshot", "GET")) as string, "base64")),
          close: async () => {
            if (!handle) return;
            await use(handle);
            await session.command("/window", "DELETE");
            active = "";
            await use(home);
          },
        },
        front,
        lists,
        async () => undefined,
      );
      return page;
    },
  };
}
