const SEEN = "web-fonts-loaded";

/**
 * Uses the web fonts (styles/tokens.css: html[data-fonts]) before the first paint, from the loader,
 * on the pages of a visit after the first: the browser has them cached, so text is not drawn in
 * the fallback first.
 */
export function useRememberedWebFonts(): void {
  if (remembered()) document.documentElement.dataset.fonts = "";
}

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

// Storage may be refused (privacy settings, a full quota): the fonts then wait for the first paint on every page.
function remembered(): boolean {
  try {
    return sessionStorage.getItem(SEEN) !== null;
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    sessionStorage.setItem(SEEN, "");
  } catch {
    // Nothing to do: see remembered().
  }
}
