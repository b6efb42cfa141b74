/**
 * How a script has an action counted by the audience measurement (lazy/measure.ts), without
 * loading it: `document.dispatchEvent(new CustomEvent("site:event", { detail: { name, props } }))`,
 * the props optional and strings only. Other features dispatch it as written there (the newsletter
 * form, on a successful sign-up: { name: "newsletter_signup" }). An event dispatched before the
 * measurement's chunk has loaded is not counted: the scripts count what visitors do, which comes
 * after the page's chunks have loaded.
 */
export function countEvent(name: string, props?: Record<string, string>): void {
  document.dispatchEvent(new CustomEvent("site:event", { detail: { name, props } }));
}
