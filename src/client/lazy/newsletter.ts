import messages from "../../../content/site/newsletter.yaml";
import { adapterFor, type Outcome } from "../newsletter/adapters.ts";
import { looksLikeBot } from "../newsletter/bot-traps.ts";
import { send } from "../newsletter/send.ts";

type State = "idle" | "invalid" | "sending" | "held" | Outcome;
const PROBLEMS: readonly State[] = ["invalid", "rejected", "failed"];

/**
 * The newsletter forms (src/components/NewsletterForm.tsx), each sent without leaving the page.
 * Loaded when the visitor first comes to the form (enhance.ts, behaviours/first-use.ts); before
 * that, and wherever this fails, the form is a plain POST the provider accepts. Nothing
 * goes to the provider before the visitor sends the form; the address is checked first, a bot's
 * sign-up is dropped (it is told of a success all the same), a second press while sending sends
 * nothing, and every state is said in French in a live region under the field. An address whose
 * answer could not be read ("unknown": it has probably arrived) is not sent again from this page:
 * the visitor is asked to look for the provider's e-mail first, and a new press of the same
 * address sends nothing. Kept in memory only: the address is stored nowhere.
 */
export function setUp(): void {
  // The footer's, and a composed page's newsletter section's: an address held by one is held by both.
  const sent = new Set<string>();
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) setUpForm(form, sent);
}

function setUpForm(form: HTMLFormElement, sent: Set<string>): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const adapter = adapterFor(form);
  if (!input || !adapter) return;

  // The browser's own bubble speaks the browser's language; this says it in French, in the page.
  form.noValidate = true;
  const show = statusShower(form, input);

  let sending = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    if (!isEmail(input)) {
      show("invalid");
      input.focus();
      return;
    }
    if (looksLikeBot(form)) return show("success");
    const address = input.value.trim().toLowerCase();
    if (sent.has(address)) return show("held");
    sending = true;
    form.setAttribute("aria-busy", "true");
    show("sending");
    void send(adapter, form.getAttribute("action") ?? "", new FormData(form)).then((outcome) => {
      sending = false;
      form.removeAttribute("aria-busy");
      if (outcome === "unknown") sent.add(address);
      show(outcome);
      if (outcome !== "success") return;
      input.value = "";
      // The measurement module counts it (no identifier: an action, never a person).
      document.dispatchEvent(new CustomEvent("site:event", { detail: { name: "newsletter_signup" } }));
    });
  });
  show("idle");
}

/** Says each state in a live region under the field, and marks the field of an address refused. */
function statusShower(form: HTMLFormElement, input: HTMLInputElement): (state: State) => void {
  // Made now, long before its first message: a live region must be in the page before its text
  // changes for screen readers to read the change.
  const status = document.createElement("p");
  // "newsletter-email" gives "newsletter-status": the form's ids share a base (NewsletterForm.tsx).
  status.id = input.id.replace(/-email$/, "-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  form.querySelector(".newsletter__note")!.after(status);
  input.setAttribute("aria-describedby", `${input.getAttribute("aria-describedby") ?? ""} ${status.id}`.trim());

  const confirm = form.hasAttribute("data-confirm");
  const TEXTS: Record<State, string> = {
    ...messages,
    idle: "",
    success: confirm ? messages.confirm : messages.success,
    unknown: confirm ? messages.unknownConfirm : messages.unknown,
  };
  return (state) => {
    form.dataset.state = state;
    status.textContent = TEXTS[state];
    status.className = PROBLEMS.includes(state) ? "newsletter__status newsletter__status--problem" : "newsletter__status";
    if (state === "invalid" || state === "rejected") input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };
}

/** What the browser takes for an e-mail address, with a dot in its domain as every provider wants. */
function isEmail(input: HTMLInputElement): boolean {
  return input.value !== "" && input.validity.valid && /@[^@]+\.[^@.]+$/.test(input.value);
}
