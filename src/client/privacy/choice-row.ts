import { PRIVACY } from "../../content/privacy.ts";
import { browserObjects, choiceOf, type Service } from "./choices.ts";
import { CHOICE_EVENT, choose } from "./choose.ts";

/**
 * How a service is chosen: "consent", off until the visitor grants it (the booking widget);
 * "objection", on until they object (the audience measurement, exempt from consent); "always",
 * no choice (the booking widget where SITE.schedulingLoad is "visible").
 */
export type ChoiceKind = "consent" | "objection" | "always";

let rows = 0;

/**
 * One service of the visitor's choices: its name, what it does, its state, and a switch that
 * grants or withdraws in one click. Every row of a service follows a change made anywhere on
 * the page (the dialog's and the privacy policy's).
 */
export function choiceRow(service: Service, kind: ChoiceKind): HTMLElement {
  const texts: { name: string; purpose: string; on: string; off: string; always?: string; browser?: string } = PRIVACY.services[service];
  const id = `privacy-choice-${++rows}`;
  const row = element("div", "privacy-choice");
  const head = element("div", "privacy-choice__head");
  const name = element("p", "privacy-choice__name", texts.name, `${id}-name`);
  const purpose = element("p", "privacy-choice__purpose", texts.purpose, `${id}-purpose`);
  const state = element("p", "privacy-choice__state", texts.always ?? "", `${id}-state`);
  head.append(name);
  row.append(head, purpose, state);
  if (kind === "always") return row;

  const toggle = element("button", "privacy-choice__switch");
  toggle.type = "button";
  toggle.setAttribute("role", "switch");
  toggle.setAttribute("aria-labelledby", name.id);
  toggle.setAttribute("aria-describedby", `${purpose.id} ${state.id}`);
  head.append(toggle);
  const refresh = () => {
    const refused = service === "measurement" && browserObjects();
    const on = !refused && (kind === "consent" ? choiceOf(service) === true : choiceOf(service) !== false);
    toggle.setAttribute("aria-checked", String(on));
    toggle.disabled = refused;
    state.textContent = refused ? (texts.browser ?? "") : on ? texts.on : texts.off;
  };
  toggle.addEventListener("click", () => choose(service, toggle.getAttribute("aria-checked") !== "true"));
  document.addEventListener(CHOICE_EVENT, refresh);
  refresh();
  return row;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "", id = ""): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  if (id) made.id = id;
  return made;
}
