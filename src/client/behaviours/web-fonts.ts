import { WEB_FONTS_SEEN } from "../../shared/web-fonts-seen.ts";

/**
 * Uses the web fonts on a visitor's first page, once it has painted and loaded (enhance.ts), so
 * that they do not compete with what that paint needs. Each family's face for running text (the
 * one with the space in its range) is loaded first, and html[data-fonts] set once they have
 * arrived: the page is laid out in them once. Setting it first and laying the page out at once, so
 * that it asked for its faces, cost a second layout of the whole page when they arrived
 * (docs/performance.md). A face for a few rarer characters, where a page has them, is asked for
 * by the browser as it draws them after the switch.
 * Promises of the faces, in every engine: WebKit never fires document.fonts' `loadingdone` event
 * (WebKit bugs 154626 and 304091, fixed only from Safari 26.2).
 */
export function useWebFonts(): void {
  const root = document.documentElement;
  if (root.dataset.fonts !== undefined) return;
  const families = new Set([...(document.fonts ?? [])].map((face) => face.family.replace(/"/g, "")).filter((family) => !family.endsWith(" Fallback")));
  void Promise.allSettled([...families].map((family) => document.fonts.load(`1em "${family}"`))).then((results) => {
    root.dataset.fonts = "";
    if (results.some((result) => result.status === "fulfilled" && result.value.length)) remember();
  });
}

// Read by the page's first script on the next pages (src/components/LoaderStart.tsx). Storage may
// be refused (privacy settings, a full quota): the fonts then wait for the first paint on every page.
function remember(): void {
  try {
    sessionStorage.setItem(WEB_FONTS_SEEN, "");
  } catch {
    // Nothing to do: the next pages wait for their first paint, as the first did.
  }
}
