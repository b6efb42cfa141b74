import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import puppeteer, { type Browser, type CDPSession, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, findChromium } from "../../scripts/lib/launch-chromium.ts";
import { startServer, type SiteServer } from "../../packages/generator/src/serve/start-server.ts";
import { projectBuild } from "../helpers/project-build.ts";

// Navigation that feels instant: a link hovered, then clicked, shows the page Chromium
// prerendered from the speculation rules (src/components/SpeculationRules.tsx).
//
// Driven by puppeteer-core, not Playwright: Chromium turns prerendering off while a DevTools client
// is attached straight to a page rather than through its tab (PrerenderingDisabledByDevTools), which
// is how Playwright attaches; Puppeteer attaches through the tab. For the same reason no CDP session
// is opened on a page before its activation: the server in front of the site tells what was requested
// and how, and a browser-wide session sees the prerendering target appear and become the tab's page.

interface SeenRequest {
  path: string;
  /** The Sec-Purpose header: "prefetch" or "prefetch;prerender" for speculative loads, else "". */
  purpose: string;
}

let dist: string;
let site: SiteServer;
let recorder: Server;
let origin: string;
let browser: Browser;
let targets: CDPSession;
const seen: SeenRequest[] = [];
const waiters = new Set<() => void>();

/** Forwards every request to the site's server and records its path and purpose. */
function startRecorder(upstream: URL): Promise<Server> {
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", purpose: String(req.headers["sec-purpose"] ?? "") });
    for (const wake of waiters) wake();
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Resolves once the server has seen a request that matches. */
function requestSeen(matches: (request: SeenRequest) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!seen.some(matches)) return;
      waiters.delete(check);
      resolve();
    };
    waiters.add(check);
    check();
  });
}

beforeAll(async () => {
  dist = await projectBuild();
  site = await startServer({ dir: dist, port: 0 });
  recorder = await startRecorder(new URL(site.url));
  origin = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    // Only the local server resolves: the scheduling provider and any other third party are refused.
    args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  targets = await browser.target().createCDPSession();
  await targets.send("Target.setDiscoverTargets", { discover: true });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  recorder?.close();
  await site?.close();
});

interface TargetInfo {
  targetId: string;
  url: string;
  subtype?: string;
}

/** Resolves once a target's info matches, with its id. */
function targetChange(matches: (info: TargetInfo) => boolean): Promise<string> {
  return new Promise((resolve) => {
    const check = ({ targetInfo: info }: { targetInfo: TargetInfo }) => {
      if (!matches(info)) return;
      targets.off("Target.targetInfoChanged", check);
      resolve(info.targetId);
    };
    targets.on("Target.targetInfoChanged", check);
  });
}

/**
 * Opens `from`, hovers its header link to `to`, waits until Chromium holds a prerendered `to`, clicks
 * and waits for the prerendered page to become the tab's page. Returns a session on that page (not
 * Puppeteer's: it gives up a frame whose swap takes over 100 ms, which a busy machine exceeds) and
 * every request the server saw for `to`.
 */
async function hoverThenClick(page: Page, from: string, to: string) {
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(origin + from);
  // Without rules nothing below would ever happen: say so at once rather than at the test's timeout.
  expect(await page.$$eval('script[type="speculationrules"]', (scripts) => scripts.length)).toBe(1);
  const link = `header a[href="${to}"]`;
  const prerender = targetChange((info) => info.subtype === "prerender" && info.url === origin + to);
  await page.hover(link);
  await requestSeen((request) => request.path === to && request.purpose.startsWith("prefetch"));
  const prerenderId = await prerender;
  // The prerendered page has run its loader: it asks for its chunks, which the page left had not used.
  await requestSeen((request) => request.path.startsWith("/assets/chunks/") && request.purpose === "prefetch;prerender");
  const activated = targetChange((info) => info.targetId === prerenderId && info.subtype === undefined);
  await page.click(link);
  await activated;
  const { sessionId } = await targets.send("Target.attachToTarget", { targetId: prerenderId, flatten: true });
  const shown = targets.connection()?.session(sessionId);
  if (!shown) throw new Error("no session on the activated page");
  return { shown, requests: seen.filter((request) => request.path === to) };
}

/** The value of an expression in the page (awaited when it is a promise). */
async function evaluate<T>(session: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await session.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

/** Resolves in the page once `selector` matches an element. */
const waitFor = (selector: string) => `new Promise((resolve) => {
  const check = () => document.querySelector(${JSON.stringify(selector)}) && (observer.disconnect(), resolve(true));
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  check();
})`;

/** A page in a context of its own, with an empty cache: its prerender fetches what it needs. */
async function freshPage(): Promise<Page> {
  seen.length = 0;
  const context = await browser.createBrowserContext();
  return context.newPage();
}

const ACTIVATION_START = `performance.getEntriesByType("navigation")[0].activationStart`;
const PILLAR = ".pillar[data-reveal]";
const visible = (selector: string) => `document.querySelector(${JSON.stringify(selector)}).checkVisibility()`;

describe("in Chromium alone (Firefox and WebKit ship no Speculation Rules), a link hovered, then clicked", () => {
  it("shows the page prerendered while the pointer rested on the link, with no second request", async () => {
    const page = await freshPage();
    const { shown, requests } = await hoverThenClick(page, "/mentions-legales/", "/");
    expect(await evaluate(shown, ACTIVATION_START)).toBeGreaterThan(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.purpose).toMatch(/^prefetch/);
    // Prerendered off screen, the page still reveals its sections on scroll and hydrates its islands.
    await evaluate(shown, `document.querySelector("${PILLAR}").scrollIntoView()`);
    expect(await evaluate(shown, waitFor(`${PILLAR}[data-revealed]`))).toBe(true);
    await evaluate(shown, `document.querySelector("#faq-question-1").scrollIntoView()`);
    expect(await evaluate(shown, waitFor('[data-island="Accordion"][data-ready] #faq-question-1'))).toBe(true);
    await evaluate(shown, `document.querySelector("#faq-question-1").click()`);
    expect(await evaluate(shown, `document.querySelector("#faq-question-1").getAttribute("aria-expanded")`)).toBe("true");
    expect(await evaluate(shown, visible("#faq-answer-1"))).toBe(true);
    await page.browserContext().close();
  });

  it("keeps every section shown, unanimated, for a reduced-motion visitor", async () => {
    const page = await freshPage();
    await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
    const { shown } = await hoverThenClick(page, "/mentions-legales/", "/");
    expect(await evaluate(shown, ACTIVATION_START)).toBeGreaterThan(0);
    expect(await evaluate(shown, `document.documentElement.hasAttribute("data-reveal-ready")`)).toBe(false);
    expect(await evaluate(shown, `getComputedStyle(document.querySelector("${PILLAR}")).opacity`)).toBe("1");
    await page.browserContext().close();
  });
});

// Without JavaScript the browser ignores the rules (a script element, even of rules, is not processed):
// the visitor gets the plain navigation and the page as it is without scripts.
describe("with JavaScript off", () => {
  it("navigates as usual to the page as without JavaScript: every FAQ answer shown", async () => {
    const page = await freshPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(origin + "/mentions-legales/");
    await page.hover('header a[href="/"]');
    await Promise.all([page.waitForNavigation(), page.click('header a[href="/"]')]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-js"))).toBe(false);
    for (let index = 1; index <= 6; index++) {
      expect(await page.$eval(`#faq-answer-${index}`, (answer) => answer.checkVisibility())).toBe(true);
    }
    await page.browserContext().close();
  });
});
