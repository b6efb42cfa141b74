import { within } from "../bounded-step.ts";

/**
 * A closed page's tab kept for the next page, in Chromium and Firefox (chromium.ts, firefox.ts):
 * making a tab costs the browser a renderer's start and a layout at the test's size, which an
 * emptied tab spares. Another page's origin is a new one (front-server.ts), so its storage and
 * cache start empty.
 */
export interface Tab<Context, Page> {
  context: Context;
  page: Page;
  viewport: Size;
  /** The lists of the page that has the tab now; none between pages, whose last events are dropped. */
  lists?: { messages: string[] };
}

type Size = { width: number; height: number };

/**
 * How long emptying a tab may take before it is closed instead: far longer than it takes, and far
 * shorter than a driver's own navigation limit (Puppeteer's, 30 s), which would otherwise be waited out.
 */
const EMPTYING_MS = 5_000;

/** Lays the tab out at `size` with the driver's `resize`, unless it is at that size already (a kept tab often is). */
export async function sizeTab(tab: { viewport: Size }, size: Size, resize: (size: Size) => Promise<unknown>): Promise<void> {
  if (tab.viewport.width === size.width && tab.viewport.height === size.height) return;
  await resize(size);
  tab.viewport = size;
}

/** One browser's kept tab: `take` it for a page (none if there is none), `keep` a closed page's. */
export function spareTab<T extends { lists?: unknown }>() {
  let spare: T | undefined;
  return {
    take(): T | undefined {
      const tab = spare;
      spare = undefined;
      return tab;
    },
    /**
     * Keeps `tab` once `empty` has emptied it (the pointer moved off, so that the next page does
     * not start hovered; its init scripts, document and cookies gone). A tab that cannot be
     * emptied, or a second one, is closed by `discard`.
     */
    async keep(tab: T, empty: () => Promise<void>, discard: () => Promise<void>): Promise<void> {
      const emptied = await within(EMPTYING_MS, "emptying a closed page's tab", empty()).then(
        () => true,
        (error: unknown) => {
          // Logged, so that a run's log says where its time went (once, in Firefox, a test that
          // left its page on a third party's failed answer took 30 s longer than usual).
          console.error(`${String(error)}: the tab is closed instead`);
          return false;
        },
      );
      tab.lists = undefined;
      if (emptied && !spare) spare = tab;
      else await discard().catch(() => undefined);
    },
  };
}
