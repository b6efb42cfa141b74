import { read, write, type Service } from "./choices.ts";

/** What a change of choice tells the page's other scripts, on document: { service, granted }. */
export const CHOICE_EVENT = "site:privacy";

/** Remembers a choice with today's date, and tells the page at once. */
export function choose(service: Service, granted: boolean): void {
  write({ ...read(), [service]: { granted, on: new Date().toISOString().slice(0, 10) } });
  document.dispatchEvent(new CustomEvent(CHOICE_EVENT, { detail: { service, granted } }));
}
