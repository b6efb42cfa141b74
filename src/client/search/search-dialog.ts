import texts from "../../../content/site/search.yaml";
import { loadSearch, type Found } from "./pagefind-search.ts";

/** How many results the dialog lists; the live region says how many there are in all. */
const SHOWN_RESULTS = 8;

/**
 * The search dialog: a native modal <dialog> (the page under it inert, Escape closes it), its
 * field labelled and focused on opening, each result a link with its title and an excerpt, the
 * count said in a live region, the focus given back to the header's link on closing. Pagefind's
 * code and index are asked for when it first opens (pagefind-search.ts); if they cannot be loaded,
 * it says so and links to the blog's listing, as the page does without JavaScript.
 */
export function searchDialog(link: HTMLAnchorElement): { open(): void } {
  const { dialog, close, field, form, status, fallback, results } = dialogParts(link);
  let run: ((term: string) => Promise<Found | null>) | undefined;
  let loading = false;
  const show = async () => {
    if (!run) return;
    const term = field.value.trim();
    const found = term === "" ? { count: 0, pages: [] } : await run(term).catch(() => null);
    // null: a later key press has started a newer search, or this one failed (said once, by the load).
    if (found === null || term !== field.value.trim()) return;
    results.replaceChildren(...found.pages.slice(0, SHOWN_RESULTS).map(resultItem));
    status.textContent = term === "" ? "" : countText(found.count, term);
  };
  field.addEventListener("input", () => void show());
  form.addEventListener("submit", (event) => event.preventDefault());
  close.addEventListener("click", () => dialog.close());
  // A click on the backdrop is a click on the dialog itself, outside its content.
  dialog.addEventListener("click", (event) => event.target === dialog && dialog.close());
  dialog.addEventListener("keydown", (event) => {
    // Escape closes at once: in a search field, Chromium would first only empty the field.
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.close();
    }
    keepFocusIn(dialog, event);
  });
  dialog.addEventListener("close", () => link.focus());
  return {
    open() {
      dialog.showModal();
      if (run || loading) return;
      loading = true;
      status.textContent = texts.loading;
      fallback.hidden = true;
      loadSearch(link.dataset.search ?? "", SHOWN_RESULTS).then(
        (loaded) => {
          run = loaded;
          status.textContent = "";
          void show();
        },
        // Tried again at the next opening.
        () => {
          loading = false;
          status.textContent = texts.failed;
          fallback.hidden = false;
        },
      );
    },
  };
}

/** The dialog's elements, in the page's body, closed. */
function dialogParts(link: HTMLAnchorElement) {
  const dialog = element("dialog", { className: "search-dialog" });
  dialog.setAttribute("aria-labelledby", "search-dialog-title");
  const title = element("h2", { id: "search-dialog-title", textContent: texts.title });
  const close = element("button", { type: "button", className: "search-dialog__close", textContent: texts.close });
  const label = element("label", { htmlFor: "search-dialog-field", textContent: texts.label });
  const field = element("input", { id: "search-dialog-field", type: "search", autocomplete: "off", spellcheck: false, autofocus: true });
  field.setAttribute("aria-describedby", "search-dialog-hint");
  const hint = element("p", { id: "search-dialog-hint", className: "search-dialog__hint", textContent: texts.hint });
  const form = element("form", { className: "search-dialog__form" });
  form.setAttribute("role", "search");
  const status = element("p", { className: "search-dialog__status" });
  status.setAttribute("role", "status");
  const fallback = element("a", { href: link.href, textContent: texts.fallback, hidden: true });
  const results = element("ol", { className: "search-dialog__results" });
  form.append(label, field, hint);
  dialog.append(element("div", { className: "search-dialog__head" }, title, close), form, status, fallback, results);
  document.body.append(dialog);
  return { dialog, close, field, form, status, fallback, results };
}

function countText(count: number, term: string): string {
  const text = count === 0 ? texts.none : count === 1 ? texts.one : texts.many;
  return text.replace("{nombre}", count.toLocaleString("fr-FR")).replace("{terme}", term);
}

function resultItem(page: Found["pages"][number]): HTMLLIElement {
  const excerpt = element("p", { className: "search-dialog__excerpt" });
  // Pagefind's excerpt is the page's text, escaped, with the words found in <mark>.
  excerpt.innerHTML = page.excerpt;
  return element("li", {}, element("a", { href: page.url, textContent: page.title }), excerpt);
}

/** Tab and Shift+Tab go round the dialog's controls rather than out to the browser's. */
function keepFocusIn(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>("a[href]:not([hidden]), button, input")];
  const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, properties: Partial<HTMLElementTagNameMap[Tag]>, ...children: Node[]): HTMLElementTagNameMap[Tag] {
  const made = Object.assign(document.createElement(tag), properties);
  made.append(...children);
  return made;
}
