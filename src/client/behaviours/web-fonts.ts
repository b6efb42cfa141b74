const SEEN = "web-fonts-loaded";

/**
 * Uses the web fonts (styles/tokens.css: html[data-fonts]). On a visitor's first page, after the
 * first paint, so that the fonts do not compete with what that paint needs; on the next pages of
 * the visit, at once, as the browser has them cached: text is then not drawn in the fallback first.
 */
export function useWebFonts(afterFirstPaint: (run: () => void) => void): void {
  const use = () => {
    // Fired once the fonts that text now asks for have arrived: the next pages find them cached.
    document.fonts?.addEventListener("loadingdone", remember, { once: true });
    document.documentElement.dataset.fonts = "";
  };
  if (remembered()) use();
  else afterFirstPaint(use);
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
