import { scriptStylesheet } from "../script-stylesheet.ts";
import { searchDialog } from "../search/search-dialog.ts";

/**
 * The header's search (src/components/Header.tsx): a link to the blog's listing, which this makes
 * the opener of the search dialog. Loaded when the visitor first comes to the link (enhance.ts);
 * the index and Pagefind's code only once the dialog opens, so a visitor who never searches asks
 * for none of it. A click that asks for a new tab or window still opens the listing.
 */
export function setUp(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-search]")) {
    let dialog: ReturnType<typeof searchDialog> | undefined;
    link.setAttribute("aria-haspopup", "dialog");
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      dialog ??= searchDialog(link);
      dialog.open();
    });
  }
  // Its styles are asked for as the visitor comes to the link, to be there when the dialog opens.
  void scriptStylesheet();
}
