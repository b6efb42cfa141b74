/** After this long without the provider's frame, the visitor gets the fallback, not a spinner. */
const WIDGET_TIMEOUT_MS = 12_000;

interface SchedulingProvider {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

declare global {
  interface Window {
    Calendly?: SchedulingProvider;
  }
}

/**
 * The booking widget (spec §2, §9): its script is requested once, when the section comes within
 * 100 px of the viewport (data-lazy-margin-px, from SPEC) or on request in click-to-load mode,
 * and the widget is set up once.
 * The fallback link stays visible until the provider's frame has loaded, and comes back if it fails.
 */
export function setUp(): void {
  const container = document.querySelector<HTMLElement>("[data-scheduling-widget]");
  const mount = container?.querySelector<HTMLElement>("[data-widget-mount]");
  const section = container?.closest("section");
  if (!container || !mount || !section) return;
  const { url = "", script = "", load, lazyMarginPx } = container.dataset;
  const setState = (state: "idle" | "loading" | "ready" | "failed") => (container.dataset.state = state);

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setState("loading");
    const timer = setTimeout(() => setState("failed"), WIDGET_TIMEOUT_MS);
    new MutationObserver((_, observer) => {
      const frame = mount.querySelector("iframe");
      if (!frame) return;
      observer.disconnect();
      frame.addEventListener("load", () => {
        clearTimeout(timer);
        if (container.dataset.state === "loading") setState("ready");
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
  };

  setState("idle");
  if (load === "click") {
    container.querySelector<HTMLButtonElement>("[data-widget-start]")?.addEventListener("click", start);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: `${Number(lazyMarginPx)}px 0px` },
  );
  observer.observe(section);
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
