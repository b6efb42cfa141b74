import type { EngineName, EnginePage, Key, SiteRequest } from "./engine-page.ts";
import type { FrontServer } from "./front-server.ts";
import { pageStateInPage } from "../in-page.ts";

/** What each engine's protocol must do; page-base builds every other method of EnginePage on these. */
export interface Primitives {
  navigate(url: string, waitUntil: "load" | "domcontentloaded" | "commit"): Promise<void>;
  /** Evaluates a JavaScript expression in the page, awaiting a promise; returns its JSON value. */
  evaluate(expression: string): Promise<unknown>;
  mouseClick(x: number, y: number): Promise<void>;
  mouseMove(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  setViewport(size: { width: number; height: number }): Promise<void>;
  addInitScript(source: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Where the engine's driver can read the browser's cookie jar (Engine.supports.cookieJar). */
  cookieJar?: EnginePage["cookieJar"];
  close(): Promise<void>;
}

const POLL_MS = 50;
// Long enough for a machine busy with other work: every wait ends on a state, so a longer limit
// only delays the report of a failure.
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Finds the first visible match, scrolls it to the middle of the viewport at once if it is not
 * wholly in view or something else (the sticky header) is over its centre, and returns its centre.
 * Synchronous: with the page's scripts off, a frame callback may never come.
 */
const CENTRE_OF = (selector: string): [number, number] | null => {
  const element = [...document.querySelectorAll(selector)].find((candidate) => candidate.checkVisibility());
  if (!element) return null;
  const box = element.getBoundingClientRect();
  const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const covered = !onTop || !(onTop === element || element.contains(onTop));
  if (covered || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
    element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
  }
  const shown = element.getBoundingClientRect();
  return [shown.left + shown.width / 2, shown.top + shown.height / 2];
};

const SELECTOR_STATE = ([selector, state]: [string, string]) => {
  const elements = [...document.querySelectorAll(selector)];
  if (state === "attached") return elements.length > 0;
  const visible = elements.some((element) => element.checkVisibility({ checkVisibilityCSS: true }));
  return state === "visible" ? visible : !visible;
};

export function makeEnginePage(
  engine: EngineName,
  primitives: Primitives,
  front: FrontServer,
  lists: { messages: string[]; external: string[] },
  onClose: () => Promise<void>,
): EnginePage {
  const evaluate = <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
    primitives.evaluate(`(${fn.toString()})(${arg === undefined ? "" : JSON.stringify(arg)})`) as Promise<Awaited<R>>;

  const waitFor: EnginePage["waitFor"] = async (fn, arg, { timeout = DEFAULT_TIMEOUT_MS, what } = {}) => {
    const until = performance.now() + timeout;
    let failure = "";
    for (;;) {
      // A navigation under way destroys the context an evaluation runs in: try again.
      const done = await evaluate(fn, arg).catch((error: unknown) => void (failure = ` (last error: ${String(error)})`));
      if (done) return;
      if (performance.now() > until) {
        const page = await evaluate(pageStateInPage).catch(() => "no answer from the page");
        throw new Error(`${engine}: timed out after ${timeout} ms waiting for ${what ?? fn.toString()}${failure}; the page: ${page}; ${askedFor()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  // What the page asked the site for, last first: a file it never asked for came from its cache, or
  // the script that asks did not run.
  const askedFor = () =>
    `the site's server got ${front.requests.length} requests from it${front.requests.length > 0 ? `, the last: ${front.requests.slice(-4).reverse().map((request) => request.path + request.search).join(", ")}` : ""}`;

  // Where the element rests: the same centre twice, 50 ms apart (a smooth scroll may be moving it).
  const centre = async (selector: string) => {
    await waitFor(SELECTOR_STATE, [selector, "visible"], { what: `${selector} to be visible` });
    let point = await evaluate(CENTRE_OF, selector);
    for (let tries = 0; tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const again = await evaluate(CENTRE_OF, selector);
      if (point && again && point[0] === again[0] && point[1] === again[1]) return point;
      point = again;
    }
    throw new Error(`${engine}: ${selector} did not come to rest in view`);
  };

  return {
    engine,
    url: (sitePath: string) => front.origin + sitePath,
    goto: (sitePath, { waitUntil = "load" } = {}) => primitives.navigate(front.origin + sitePath, waitUntil),
    evaluate,
    waitFor,
    waitForSelector: (selector, { state = "visible", ...options } = {}) =>
      waitFor(SELECTOR_STATE, [selector, state], { what: `${selector} to be ${state}`, ...options }),
    scrollIntoView: async (selector) => void (await centre(selector)),
    click: async (selector) => primitives.mouseClick(...(await centre(selector))),
    hover: async (selector) => primitives.mouseMove(...(await centre(selector))),
    moveMouse: (x, y) => primitives.mouseMove(x, y),
    focus: async (selector) => {
      const found = await evaluate((query: string) => {
        const element = document.querySelector<HTMLElement>(query);
        element?.focus();
        return element !== null;
      }, selector);
      if (!found) throw new Error(`${engine}: no ${selector} to focus`);
    },
    press: (key) => primitives.press(key),
    setViewport: (size) => primitives.setViewport(size),
    addInitScript: (source) => primitives.addInitScript(source),
    route: (matches, answer) => front.route(matches, answer),
    screenshot: () => primitives.screenshot(),
    messages: lists.messages,
    requests: front.requests as SiteRequest[],
    external: lists.external,
    ...(primitives.cookieJar && { cookieJar: primitives.cookieJar }),
    close: async () => {
      await primitives.close().catch(() => undefined);
      await front.close();
      await onClose();
    },
  };
}
