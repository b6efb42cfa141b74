/**
 * Calls `start` once, when the visitor first comes to `element` (the pointer over it, the focus
 * in it), rather than on every page view: a behaviour most visitors never use (the footer's
 * newsletter form) then costs them nothing. A form sent before `start` has settled waits for it,
 * then is sent again: to the behaviour if it is set up, as a plain submission if its code could
 * not be loaded (`start` handles its own failure and resolves). A link's plain click (the header's
 * search, tapped on a phone before its code has arrived) is held and replayed the same way: to the
 * behaviour, or followed.
 */
export function onFirstUse(element: HTMLElement, start: () => Promise<unknown>): void {
  let started: Promise<unknown> | undefined;
  let settled = false;
  const begin = () => (started ??= start().then(() => (settled = true)));
  for (const type of ["pointerover", "focusin"]) element.addEventListener(type, begin, { once: true, passive: true });
  element.addEventListener("click", (event) => {
    if (settled || !(element instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void begin().then(() => element.click());
  });
  element.addEventListener("submit", (event) => {
    if (settled) return;
    event.preventDefault();
    const form = element as HTMLFormElement;
    // Safari before 16 lacks requestSubmit: there, the plain submission.
    void begin().then(() => (form.requestSubmit ? form.requestSubmit((event as SubmitEvent).submitter) : form.submit()));
  });
}
