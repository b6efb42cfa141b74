/**
 * Sections marked `data-reveal` animate into view once, the first time they become visible
 * (spec §4). They are hidden only by CSS under html[data-reveal-ready], which this function sets
 * once it is watching: if the script never runs, nothing is hidden.
 *
 * Content never depends on having been seen: a section is revealed once its top is above the
 * viewport's last tenth, however it got there. An intersection observer would miss the sections a
 * fast scroll, an anchor or the End key jumps over, which never intersect the viewport (WebKit,
 * scrolling 80 % of the viewport every 130 ms, left one at opacity 0 in 2 runs of 5).
 */
export function setUp(): void {
  const sections = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
  if (sections.length === 0) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  const reached = (section: HTMLElement) => section.getBoundingClientRect().top < window.innerHeight * 0.9;
  // Already on screen or above it: shown as it is, no animation that would make it blink.
  let waiting = sections.filter((section) => {
    if (!reached(section)) return true;
    section.dataset.revealed = "";
    return false;
  });
  let queued = false;
  const check = () => {
    queued = false;
    waiting = waiting.filter((section) => {
      if (!reached(section)) return true;
      section.dataset.revealed = "";
      return false;
    });
    if (waiting.length > 0) return;
    removeEventListener("scroll", onMove);
    removeEventListener("resize", onMove);
  };
  // One look per frame however many scroll events it has.
  const onMove = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(check);
  };
  addEventListener("scroll", onMove, { passive: true });
  addEventListener("resize", onMove, { passive: true });
  document.documentElement.dataset.revealReady = "";
}
