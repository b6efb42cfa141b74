// The engine-neutral page every cross-engine browser test drives (README, "Browser tests in every
// engine"). Each engine file (chromium.ts, firefox.ts, webkit.ts) implements it with its own
// protocol; what the site serves and what leaves for a third party go through servers of ours
// (front-server.ts, third-party-proxy.ts), the same for all three.

export type EngineName = "chromium" | "firefox" | "webkit";

/** What a browser of the engine is started with: for the whole file, as Firefox and WebKit set them at launch. */
export interface EngineOptions {
  /** prefers-reduced-motion: reduce. */
  reducedMotion?: boolean;
  /** false: the page's scripts never run (`@media (scripting: none)` matches); the test's own still do. */
  javaScript?: boolean;
}

/** A third party's answer, by URL prefix; "fail" answers 502. */
export type ThirdPartyAnswers = Record<string, { contentType: string; body: string } | "fail">;

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Answers for third-party URLs (default: the scheduling provider's stand-in); any other is refused. */
  thirdParty?: ThirdPartyAnswers;
}

/** A request the site's server was asked for by this page. */
export interface SiteRequest {
  path: string;
  /** "" or e.g. "?retry=1". */
  search: string;
  /** The Sec-Fetch-Dest header where the engine sends one ("script", "style", "font", "document"…). */
  dest: string;
  /** Milliseconds since the page was opened. */
  at: number;
}

/** What to do with a site request: let it through (perhaps later), fail it, or answer it. */
export type Answer = "continue" | "abort" | { status: number; contentType: string; body: string };

export type Key = "Enter" | "Space" | "Tab" | "Shift+Tab" | "Escape" | "ArrowLeft" | "ArrowRight" | "Home" | "End";

interface WaitOptions {
  /** Milliseconds; 15 s by default: generous on a busy machine, well within a test's limit. */
  timeout?: number;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Absolute URL of a site path, on this page's own origin (a fresh cache and storage per page). */
  url(sitePath: string): string;
  /** Navigates and waits for the load event, or for DOMContentLoaded, or only for the response's start ("commit"). */
  goto(sitePath: string, options?: { waitUntil?: "load" | "domcontentloaded" | "commit" }): Promise<void>;
  /** Runs `fn` in the page (its source is sent, so it may use nothing from the test's scope); awaits a promise. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>>;
  /** Waits until `fn` returns a truthy value in the page, polling; fails with `what` after the timeout. */
  waitFor<A = undefined>(fn: (arg: A) => unknown, arg?: A, options?: WaitOptions & { what?: string }): Promise<void>;
  /** Waits until an element matches and is visible (or `state` says otherwise). */
  waitForSelector(selector: string, options?: WaitOptions & { state?: "attached" | "visible" | "hidden" }): Promise<void>;
  /** Scrolls the element into view (at once, not smoothly) unless it is already in it. */
  scrollIntoView(selector: string): Promise<void>;
  /** A real pointer click at the centre of the first visible match, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** The pointer moved over the centre of the first visible match. */
  hover(selector: string): Promise<void>;
  /** The pointer moved to a point of the viewport (CSS pixels). */
  moveMouse(x: number, y: number): Promise<void>;
  /** Focuses the element from script, as a test's starting point for key presses. */
  focus(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  setViewport(size: { width: number; height: number }): Promise<void>;
  /** Runs `source` in every document of this page before the page's own scripts; call it before goto. */
  addInitScript(source: string): Promise<void>;
  /** Sends the site's requests that match to `answer`; register before goto. Later routes win. */
  route(matches: (request: SiteRequest) => boolean, answer: (request: SiteRequest) => Answer | Promise<Answer>): void;
  /** PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Console messages ("error: …", "warning: …", "log: …") and uncaught errors ("pageerror: …"), so far. */
  readonly messages: string[];
  /** Every request the site's server got from this page, in order. */
  readonly requests: SiteRequest[];
  /** Third-party URLs the page tried to reach (answered by stand-ins or refused: none leaves the machine). */
  readonly external: string[];
  /**
   * Every cookie the page's browser context holds, read from the browser rather than by a script of
   * the page (HttpOnly ones, a third-party frame's where the engine keeps them): where the engine's
   * driver can (Engine.supports.cookieJar).
   */
  cookieJar?(): Promise<{ name: string; domain: string }[]>;
  close(): Promise<void>;
}

/** One running browser of an engine, shared by the test files its test process runs (engines.ts). */
export interface EngineBrowser {
  readonly engine: EngineName;
  /** A page whose requests for the site go to `site` (a base URL), through a front server of its own. */
  open(site: string, options?: PageOptions): Promise<EnginePage>;
  /** Ends the browser and every process it started. */
  close(): Promise<void>;
}
