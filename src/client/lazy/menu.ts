/** Width from which the header shows every link (keep in step with src/components/Header.css). */
const DESKTOP_MIN_WIDTH_PX = 1024;

/**
 * Mobile menu (spec §2, §4). The browser opens and closes the popover itself, on the first tap,
 * before any script, and exposes its expanded state on the toggle (popovertarget); this closes the
 * menu when a link is chosen and when the window grows to desktop width, and gives focus back to
 * the toggle on Escape.
 */
export function setUp(): void {
  const toggle = document.querySelector<HTMLButtonElement>("[data-menu]");
  const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !menu || !("showPopover" in menu)) return;
  const isOpen = () => menu.matches(":popover-open");
  const close = () => {
    if (isOpen()) menu.hidePopover();
  };

  // Choosing a link closes the menu (spec §2), including same-page anchors.
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) close();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.contains(document.activeElement)) toggle.focus();
  });
  const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  desktop.addEventListener("change", () => {
    if (desktop.matches) close();
  });
  // Its chunk comes after the first paint: the toggle says when it has (as islands do, data-ready).
  toggle.dataset.menu = "ready";
}
