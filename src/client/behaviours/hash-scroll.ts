/**
 * Spec §2: arriving with the booking anchor in the address scrolls smoothly to it after 100 ms
 * (data-scroll-delay-ms, written by the server from SPEC: the config stays out of the bundle).
 * The browser's own instant jump is held back by CSS (a huge scroll-margin while scripting is on,
 * see styles/components/booking.css) until this sets html[data-hash-scrolled]. Demo buttons on the
 * page itself do the same.
 */
export function setUpHashScroll(): void {
  const target = document.querySelector<HTMLElement>("[data-hash-target]");
  const release = () => (document.documentElement.dataset.hashScrolled = "");
  if (!target) {
    release();
    return;
  }
  const hash = `#${target.id}`;
  const delayMs = Number(target.dataset.scrollDelayMs);
  const scrollToTarget = () => {
    release();
    const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const top = target.getBoundingClientRect().top + window.scrollY - offset;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top, behavior: reduced ? "auto" : "smooth" });
    target.focus({ preventScroll: true });
  };

  if (window.location.hash === hash) setTimeout(scrollToTarget, delayMs);
  else release();

  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[href]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(link.href);
    if (url.hash !== hash || url.pathname !== window.location.pathname || url.origin !== window.location.origin) return;
    event.preventDefault();
    history.pushState(null, "", hash);
    setTimeout(scrollToTarget, delayMs);
  });
}
