/**
 * Sections marked `data-reveal` animate into view once, the first time they become visible
 * (spec §4). They are hidden only by CSS under html[data-reveal-ready], which this function sets
 * after the observer is running: if the script never runs, nothing is hidden.
 */
export function setUp(): void {
  const sections = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
  if (sections.length === 0 || !("IntersectionObserver" in window)) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.revealed = "";
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const section of sections) {
    // Already on screen: shown as it is, no animation that would make it blink.
    if (section.getBoundingClientRect().top < window.innerHeight) section.dataset.revealed = "";
    else observer.observe(section);
  }
  document.documentElement.dataset.revealReady = "";
}
