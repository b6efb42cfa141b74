import { WEB_FONTS_SEEN } from "../../shared/web-fonts-seen.ts";

/**
 * Uses the web fonts on a visitor's first page, once it has painted and loaded (enhance.ts), so
 * that they do not compete with what that paint needs.
 */
export function useWebFonts(): void {
  const root = document.documentElement;
  if (root.dataset.fonts !== undefined) return;
  root.dataset.fonts = "";
  if (!document.fonts) return;
  // Laid out now, the page asks at once for the faces its text needs, and `ready` is the promise
  // of their arrival: then the next pages find them cached. Not the `loadingdone` event, which
  // WebKit never fires (WebKit bugs 154626 and 304091, fixed only from Safari 26.2).
  void root.offsetWidth;
  void document.fonts.ready.then((fonts) => {
    if ([...fonts].some((face) => face.status === "loaded")) remember();
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
