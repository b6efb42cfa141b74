/** How long the smooth scroll takes, whatever the distance: a long page must not mean a slow one. */
const SCROLL_DURATION_MS = 800;

/** The performance mark set when the spec's delay starts. */
const HASH_SCROLL_MARK = "hash-scroll-delay-start";

/**
 * Spec §2: arriving with the booking anchor in the address scrolls smoothly to it after 100 ms
 * (data-scroll-delay-ms, written by the server from SPEC: the config stays out of the bundle).
 * The browser's own instant jump is held back by CSS (a huge scroll-margin while scripting is on,
 * see src/sections/home/BookingSection.css) until this sets html[data-hash-scrolled]. Demo buttons on the
 * page itself do the same.
 */
export function setUp(): void {
  const target = document.querySelector<HTMLElement>("[data-hash-scroll]");
  const release = () => (document.documentElement.dataset.hashScrolled = "");
  if (!target) return;
  const hash = `#${target.id}`;
  const delayMs = Number(target.dataset.scrollDelayMs);

  const scrollToTarget = () => scrollToSection(target, release);

  // The mark says when the delay starts, for tests and performance tools: on a busy machine it
  // may be well before DOMContentLoaded ends.
  const scrollSoon = () => {
    performance.mark(HASH_SCROLL_MARK);
    setTimeout(scrollToTarget, delayMs);
  };

  if (window.location.hash === hash) scrollSoon();
  else release();

  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[href]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(link.href);
    if (url.hash !== hash || url.pathname !== window.location.pathname || url.origin !== window.location.origin) return;
    event.preventDefault();
    history.pushState(null, "", hash);
    scrollSoon();
  });
}

/**
 * Scrolls to `target`, then calls `release`. Animated here rather than with behavior "smooth": the
 * scroll then ends on time, and follows the section if fonts or images move it while the page is
 * still loading. Reduced motion jumps; a wheel, touch or key stops it.
 */
function scrollToSection(target: HTMLElement, release: () => void): void {
  const destination = () => {
    const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return Math.min(max, target.getBoundingClientRect().top + window.scrollY - offset);
  };
  target.focus({ preventScroll: true });
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, destination());
    release();
    return;
  }
  const start = window.scrollY;
  const startedAt = performance.now();
  let cancelled = false;
  const cancel = () => (cancelled = true);
  const inputs = ["wheel", "touchstart", "keydown"] as const;
  for (const input of inputs) window.addEventListener(input, cancel, { once: true, passive: true });
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / SCROLL_DURATION_MS);
    const eased = progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
    if (!cancelled) window.scrollTo(0, start + (destination() - start) * eased);
    if (progress < 1 && !cancelled) {
      requestAnimationFrame(step);
      return;
    }
    for (const input of inputs) window.removeEventListener(input, cancel);
    release();
  };
  requestAnimationFrame(step);
}
