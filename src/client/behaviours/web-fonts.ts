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
  // Fired once the fonts that text now asks for have arrived: the next pages find them cached.
  document.fonts?.addEventListener("loadingdone", remember, { once: true });
  root.dataset.fonts = "";
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
