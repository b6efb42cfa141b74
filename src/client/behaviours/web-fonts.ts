import { WEB_FONTS_SEEN } from "../../shared/web-fonts-seen.ts";

/**
 * Uses the web fonts on a visitor's first page, once it has painted and loaded (enhance.ts), so
 * that they do not compete with what that paint needs. The faces the page's text needs are loaded
 * first and html[data-fonts] is set once they have arrived: the page is laid out in them once.
 * Setting it first and laying the page out at once, so that it asked for its faces, cost a second
 * layout of the whole page when they arrived (70 to 120 ms of the home page's main thread here).
 */
export function useWebFonts(): void {
  const root = document.documentElement;
  if (root.dataset.fonts !== undefined) return;
  if (!document.fonts) {
    root.dataset.fonts = "";
    return;
  }
  // Promises of the faces themselves, in every engine: WebKit never fires document.fonts'
  // `loadingdone` event (WebKit bugs 154626 and 304091, fixed only from Safari 26.2).
  const text = shownText();
  const families = new Set([...document.fonts].map((face) => face.family.replace(/"/g, "")).filter((family) => !family.endsWith(" Fallback")));
  const loads = [...families].map((family) => document.fonts.load(`1em "${family}"`, text));
  void Promise.allSettled(loads).then((results) => {
    root.dataset.fonts = "";
    if (results.some((result) => result.status === "fulfilled" && result.value.length > 0)) remember();
  });
}

/**
 * The text of the page, without its scripts' and noscripts' (JSON-LD's brackets would ask for a
 * face no line draws). Read from the tree, not `innerText`, which would lay the page out.
 */
function shownText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest("script, style, noscript, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let text = "";
  while (walker.nextNode()) text += walker.currentNode.nodeValue;
  return text;
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
