/** A person takes longer than this from opening the page to sending the form; a bot posts at once. */
export const MIN_FILL_MS = 2_000;

/**
 * The form was sent by a bot: it filled the field people never see (the one input in a
 * `hidden` element: NewsletterForm.tsx), or sent the form sooner after the page opened than a
 * person could: from the navigation, or from the moment a page prerendered for the next click
 * was shown (activationStart, 0 otherwise).
 */
export function looksLikeBot(form: HTMLFormElement): boolean {
  const trap = form.querySelector<HTMLInputElement>("[hidden] > input");
  const navigation = performance.getEntriesByType("navigation")[0] as (PerformanceEntry & { activationStart?: number }) | undefined;
  return Boolean(trap?.value) || performance.now() - (navigation?.activationStart ?? 0) < MIN_FILL_MS;
}
