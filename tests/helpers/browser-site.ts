import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { launchChromium } from "../../scripts/lib/launch-chromium.ts";
import { SITE } from "../../src/site.ts";
import type { ThirdPartyAnswers } from "./engine/engine-page.ts";
import { FAKE_SCHEDULING } from "./engine/stand-ins.ts";
import { servedBuild, type ServedSite } from "./served-build.ts";

export const VIEWPORTS = [
  { name: "mobile", width: 375, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

export interface BrowserSite extends ServedSite {
  browser: Browser;
  /** Absolute URL of a site path on the local server. */
  url(sitePath: string): string;
}

/**
 * The site built and served (served-build.ts), and Chromium: these files drive Chromium below the
 * engine-neutral layer (CDP sessions, requests held forever, scripts injected past the policy).
 */
export async function openBrowserSite(buildArgs: string[] = [], root?: string): Promise<BrowserSite> {
  const site = await servedBuild(buildArgs, root);
  const browser = await sharedChromium();
  const before = new Set(browser.contexts());
  const origin = site.server.url.replace(/\/$/, "");
  return {
    ...site,
    browser,
    url: (sitePath) => origin + sitePath,
    async close() {
      // What the file opened goes with it, even a page a failed test left playing a video.
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
      await site.close();
    },
  };
}

let chromium: Promise<Browser> | undefined;

/**
 * One Chromium for every file this test process runs (the browser files share their process:
 * vitest.config.ts), as the engine layer shares its browsers: a launch costs 1.5 s of CPU, and a
 * file's own state is in its browser contexts, each made anew. Chromium ends with the process that
 * started it, whose DevTools pipe then closes.
 */
function sharedChromium(): Promise<Browser> {
  if (!chromium) {
    chromium = launchChromium();
    // A launch that failed is tried again by the next file rather than failing it too.
    chromium.catch(() => (chromium = undefined));
  }
  return chromium;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console messages and page errors seen so far. */
  messages: string[];
  /** Third-party URLs the page tried to reach (all are answered here, none leaves the machine). */
  external: string[];
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
  /** Lets a test put what the site's Content-Security-Policy refuses into the page (a frame of another origin). */
  bypassCSP?: boolean;
  /** Answers for third-party URLs, matched by prefix (default: DEFAULT_THIRD_PARTY); any other is aborted. */
  thirdParty?: ThirdPartyAnswers;
}

/**
 * What a page's requests off this machine get unless a test says otherwise: the scheduling
 * provider's stand-in (the engine layer's), and an empty answer from the audience measurement's
 * endpoint, which takes every page's events (tests/browser/measurement.test.ts checks them).
 */
const DEFAULT_THIRD_PARTY: ThirdPartyAnswers = {
  ...FAKE_SCHEDULING,
  ...(SITE.measurement && { [SITE.measurement.endpoint]: { contentType: "text/plain", body: "" } }),
};

/** A fresh browser context, with every request off this machine intercepted. */
export async function openPage(site: BrowserSite, options: PageOptions = {}): Promise<TestPage> {
  const context = await site.browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    bypassCSP: options.bypassCSP ?? false,
  });
  const messages: string[] = [];
  const external: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    const url = route.request().url();
    external.push(url);
    const answer = Object.entries(options.thirdParty ?? DEFAULT_THIRD_PARTY).find(([prefix]) => url.startsWith(prefix))?.[1];
    if (!answer || answer === "fail") await route.abort();
    else await route.fulfill({ status: 200, contentType: answer.contentType, body: answer.body });
  });
  const page = await context.newPage();
  page.on("console", (message: ConsoleMessage) => messages.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return { page, context, messages, external };
}
