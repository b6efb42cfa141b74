import { choiceRow, type ChoiceKind } from "./choice-row.ts";
import type { Service } from "./choices.ts";
import { privacyDialog } from "./privacy-dialog.ts";

let dialog: { open(): void } | undefined;

/**
 * Opens the dialog of the visitor's choices: each third-party service the site can call on, as the
 * footer's link says (src/components/PrivacyChoices.tsx): the booking widget, asked first or not
 * (data-privacy-choices, SITE.schedulingLoad), and the audience measurement if there is one.
 */
export function openChoices(link: HTMLAnchorElement): void {
  const rows = [choiceRow("scheduling", link.dataset.privacyChoices === "visible" ? "always" : "consent")];
  if (link.dataset.measure !== undefined) rows.push(choiceRow("measurement", "objection"));
  dialog ??= privacyDialog(rows, link.href);
  dialog.open();
}

/** Puts a service's switch in the place of each placeholder (`data-privacy-switch="measurement"`). */
export function fillSwitches(link: HTMLAnchorElement, holders: Iterable<HTMLElement>): void {
  const kinds: Partial<Record<string, [Service, ChoiceKind]>> = {
    ...(link.dataset.measure !== undefined && { measurement: ["measurement", "objection"] }),
    scheduling: ["scheduling", link.dataset.privacyChoices === "visible" ? "always" : "consent"],
  };
  for (const holder of holders) {
    const kind = kinds[holder.dataset.privacySwitch ?? ""];
    if (kind) holder.replaceWith(choiceRow(...kind));
  }
}
