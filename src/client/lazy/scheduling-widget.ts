import bookingWidget from "../../../content/home/booking-widget.yaml";
import { choiceOf } from "../privacy/choices.ts";
import { CHOICE_EVENT, choose } from "../privacy/choose.ts";
import { scriptStylesheet } from "../script-stylesheet.ts";
import { countEvent } from "../site-event.ts";
import { bookingPrompt, bookingStatus, type WidgetState } from "../booking/booking-markup.ts";

/** After this long without the provider's frame, the visitor gets the fallback, not a spinner. */
export const WIDGET_TIMEOUT_MS = 12_000;

/**
 * What Calendly's embed posts to the page when a demo is booked (developer.calendly.com, "Embed
 * Parent Window Events"). Its payload's URIs lead to the invitee's name and e-mail: it is never read.
 */
const BOOKED = "calendly.event_scheduled";

interface SchedulingProvider {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

declare global {
  interface Window {
    Calendly?: SchedulingProvider;
  }
}

/**
 * The booking widget (spec §2, §9). In "consent" mode (SITE.schedulingLoad) nothing is asked of
 * the provider until the visitor clicks the prompt, which is their consent, remembered
 * (privacy/choices.ts): it then loads at once, and on later visits as the section comes within
 * 100 px of the viewport (data-lazy-margin-px, from SPEC), as in "visible" mode. A consent given
 * or withdrawn elsewhere (the cookie dialog) applies at once while the widget has not loaded.
 * The fallback link stays visible until the provider's frame has loaded, and comes back if it fails
 * or is late (WIDGET_TIMEOUT_MS); a late frame that loads after all is then shown.
 */
export function setUp(): void {
  const container = document.querySelector<HTMLElement>("[data-scheduling-widget]");
  const mount = container?.querySelector<HTMLElement>("[data-widget-mount]");
  const fallback = container?.querySelector<HTMLElement>(".booking__fallback");
  const section = container?.closest("section");
  if (!container || !mount || !fallback || !section) return;
  // What this script adds to the section is styled by a stylesheet of its own, linked here.
  void scriptStylesheet().then(() => setUpWidget(container, mount, fallback, section));
}

function setUpWidget(container: HTMLElement, mount: HTMLElement, fallback: HTMLElement, section: Element): void {
  const { url = "", script = "", load, lazyMarginPx } = container.dataset;
  const status = bookingStatus(fallback);
  const setState = (state: WidgetState) => {
    container.dataset.state = state;
    status.textContent = state === "loading" ? bookingWidget.loading : state === "failed" ? bookingWidget.failed : "";
  };

  let started = false;
  let observer: IntersectionObserver | undefined;
  const start = (trigger: "click" | "approach") => {
    if (started) return;
    started = true;
    observer?.disconnect();
    countEvent("booking_opened", { trigger });
    countBookings(new URL(url).origin);
    loadWidget(mount, url, script, setState);
  };

  const watch = () => {
    if (started || observer) return;
    setState("idle");
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start("approach"), {
      rootMargin: `${Number(lazyMarginPx)}px 0px`,
    });
    observer.observe(section);
  };
  const ask = () => {
    observer?.disconnect();
    observer = undefined;
    if (!started) setState("consent");
  };

  if (load !== "consent") return watch();
  bookingPrompt(fallback).addEventListener("click", () => {
    start("click");
    choose("scheduling", true);
  });
  document.addEventListener(CHOICE_EVENT, (event) => {
    const { service, granted } = (event as CustomEvent<{ service: string; granted: boolean }>).detail;
    if (service === "scheduling") (granted ? watch : ask)();
  });
  (choiceOf("scheduling") ? watch : ask)();
}

/** A booked demo, counted by its name alone, from the provider's own frame only. */
function countBookings(origin: string): void {
  window.addEventListener("message", (event: MessageEvent<{ event?: unknown } | null>) => {
    if (event.origin === origin && event.data?.event === BOOKED) countEvent("demo_booked");
  });
}

/** Requests the provider's script once and sets the widget up in `mount`. */
function loadWidget(mount: HTMLElement, url: string, script: string, setState: (state: WidgetState) => void): void {
  setState("loading");
  const timer = setTimeout(() => setState("failed"), WIDGET_TIMEOUT_MS);
  new MutationObserver((_, observer) => {
    const frame = mount.querySelector("iframe");
    if (!frame) return;
    observer.disconnect();
    // A frame that loads after the timeout still works: the visitor told it failed gets it after all.
    frame.addEventListener("load", () => {
      clearTimeout(timer);
      setState("ready");
    });
  }).observe(mount, { childList: true, subtree: true });
  loadScript(script)
    .then(() => {
      if (!window.Calendly?.initInlineWidget) throw new Error("scheduling provider script without its API");
      window.Calendly.initInlineWidget({ url, parentElement: mount });
    })
    .catch(() => {
      clearTimeout(timer);
      setState("failed");
    });
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const element = document.createElement("script");
    element.src = src;
    element.async = true;
    element.addEventListener("load", () => resolve());
    element.addEventListener("error", () => reject(new Error(`could not load ${src}`)));
    document.head.append(element);
  });
}
