/** Width from which the header shows every link (keep in step with styles/components/header.css). */
const DESKTOP_MIN_WIDTH_PX = 1024;

/**
 * Mobile menu (spec §2, §4): plain DOM code in the loader, so the first tap works before any
 * framework arrives. Without this script the menu simply stays open.
 */
export function setUpMenu(): void {
  const header = document.querySelector<HTMLElement>("[data-menu-root]");
  const toggle = header?.querySelector<HTMLButtonElement>(".menu-toggle");
  const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!header || !toggle || !menu) return;

  const setOpen = (open: boolean) => {
    header.dataset.menu = open ? "open" : "closed";
    toggle.setAttribute("aria-expanded", String(open));
  };
  setOpen(false);

  toggle.addEventListener("click", () => setOpen(header.dataset.menu !== "open"));
  // Choosing a link closes the menu (spec §2), including same-page anchors.
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || header.dataset.menu !== "open") return;
    setOpen(false);
    toggle.focus();
  });
  const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  desktop.addEventListener("change", () => {
    if (desktop.matches) setOpen(false);
  });
}
