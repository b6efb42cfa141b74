import { frenchText } from "../shared/french-typography.ts";

/** Where the build's frenchTypography leaves text as it is: code, and islands (theirs comes from frenchProps). */
const LEFT_AS_IS = "script, style, pre, code, textarea, [data-island]";

/**
 * The build's French typography (typographic apostrophes, no break before « : ; ! ? ») on the
 * preview's text as React drew it: the site applies it to the HTML it writes (render-page.tsx),
 * which the preview never is. Run after each render; text already right is left untouched.
 */
export function frenchTextNodes(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(LEFT_AS_IS)) continue;
    const text = node.nodeValue ?? "";
    const french = frenchText(text);
    if (french !== text) node.nodeValue = french;
  }
}
