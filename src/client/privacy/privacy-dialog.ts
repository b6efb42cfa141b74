import { PRIVACY } from "../../content/privacy.ts";

/**
 * The dialog of the visitor's privacy choices: a native modal <dialog> (the rest of the page is
 * inert while it is open, Escape closes it), with the focus kept inside by Tab and Shift+Tab,
 * and given back to what opened it.
 */
export function privacyDialog(rows: readonly HTMLElement[], policyUrl: string): { open(): void } {
  const dialog = document.createElement("dialog");
  dialog.className = "privacy-dialog";
  dialog.setAttribute("aria-labelledby", "privacy-dialog-title");
  const title = document.createElement("h2");
  title.id = "privacy-dialog-title";
  title.textContent = PRIVACY.dialog.title;
  const intro = document.createElement("p");
  intro.textContent = PRIVACY.dialog.intro;
  const more = document.createElement("a");
  more.href = policyUrl;
  more.textContent = PRIVACY.dialog.more;
  // Followed from the policy itself, it only moves the page under the dialog.
  more.addEventListener("click", () => dialog.close());
  const close = document.createElement("button");
  close.type = "button";
  close.className = "button button--primary";
  close.textContent = PRIVACY.dialog.close;
  close.addEventListener("click", () => dialog.close());
  const footer = document.createElement("p");
  footer.className = "privacy-dialog__actions";
  footer.append(more, close);
  dialog.append(title, intro, ...rows, footer);

  let opener: HTMLElement | null = null;
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>("a[href], button:not(:disabled)")];
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
  });
  dialog.addEventListener("close", () => opener?.focus());
  document.body.append(dialog);
  return {
    open() {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    },
  };
}
