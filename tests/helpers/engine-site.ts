import { afterAll, afterEach, beforeAll } from "vitest";
import type { EngineBrowser, EngineOptions, EnginePage, PageOptions } from "./engine/engine-page.ts";
import { endEngine, sharedEngine, type Engine } from "./engine/engines.ts";
import { servedBuild, type ServedSite } from "./served-build.ts";

export { ENGINES, type Engine } from "./engine/engines.ts";
export type { EnginePage } from "./engine/engine-page.ts";
export type { ServedSite } from "./served-build.ts";

/** The build the whole test file uses (served-build.ts), ready in its beforeAll: `site()` gives it to the tests. */
export function useBuild(buildArgs: string[] = [], root?: () => string): () => ServedSite {
  let site: ServedSite | undefined;
  beforeAll(async () => {
    site = await servedBuild(buildArgs, root?.());
  });
  afterAll(() => site?.close());
  return () => {
    if (!site) throw new Error("the build is not ready: call useBuild at the top of the file");
    return site;
  };
}

/**
 * The shared browser of `engine` with these options (engines.ts), ready in the describe block's
 * beforeAll, and `open()` for a page of it on the site; a page a test left open is closed after it.
 */
export function useEngine(engine: Engine, site: () => ServedSite, options: EngineOptions = {}): { open(options?: PageOptions): Promise<EnginePage> } {
  let browser: EngineBrowser | undefined;
  const open = new Set<EnginePage>();
  beforeAll(async () => {
    browser = await sharedEngine(engine.name, options);
  });
  afterEach(async () => {
    for (const page of open) await page.close();
    open.clear();
  });
  // The default browsers serve every file of the process; one with options of its own, this block only.
  if (options.reducedMotion || options.javaScript === false) afterAll(() => endEngine(engine.name, options));
  return {
    async open(pageOptions) {
      if (!browser) throw new Error(`${engine.name} did not start`);
      const page = await browser.open(site().server.url, pageOptions);
      const close = page.close;
      open.add(page);
      return Object.assign(page, { close: () => (open.delete(page), close()) });
    },
  };
}

export const MOBILE = { name: "mobile", width: 375, height: 740 } as const;
export const DESKTOP = { name: "desktop", width: 1280, height: 800 } as const;

/**
 * The width a behaviour is tried at in an engine: Chromium and Firefox at the desktop's, where a
 * B2B site's visitors mostly are; WebKit at the phone's, Safari's third of mobile traffic. Each
 * width in one engine at least, each engine once: what differs between engines rarely differs
 * between widths, and a second width in Chromium cost a sixth of `npm test`. Tests that must hold
 * at the phone's width in every engine name it (`MOBILE`).
 */
export function viewportsOf(engine: Engine): readonly (typeof MOBILE | typeof DESKTOP)[] {
  return engine.name === "webkit" ? [MOBILE] : [DESKTOP];
}
