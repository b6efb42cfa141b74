import { scriptStylesheet } from "../script-stylesheet.ts";

type ChoicesUi = typeof import("../privacy/choices-ui.ts");

/**
 * The visitor's privacy choices (src/components/PrivacyChoices.tsx). The footer's link to the
 * privacy policy's section on cookies opens a dialog instead, listing each third-party service
 * the site can call on; a placeholder of the policy itself (`<p data-privacy-switch="measurement">`
 * in its Markdown) becomes the measurement's switch. Their code and stylesheet are asked for when
 * needed only: as the visitor goes for the link, or on the page that has a placeholder.
 */
export function setUp(): void {
  const link = document.querySelector<HTMLAnchorElement>("[data-privacy-choices]");
  if (!link) return;
  let ui: Promise<ChoicesUi> | undefined;
  const load = () => (ui ??= Promise.all([import("../privacy/choices-ui.ts"), scriptStylesheet()]).then(([module]) => module));
  link.setAttribute("aria-haspopup", "dialog");
  for (const intent of ["pointerenter", "focus"]) link.addEventListener(intent, () => void load().catch(() => undefined), { once: true });
  link.addEventListener("click", (event) => {
    // A new tab or window still opens the policy.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    load().then(
      (module) => module.openChoices(link),
      // Without the dialog's code, the policy's section on cookies, as without JavaScript.
      () => location.assign(link.href),
    );
  });

  const holders = document.querySelectorAll<HTMLElement>("[data-privacy-switch]");
  if (holders.length > 0) void load().then((module) => module.fillSwitches(link, holders));
}
