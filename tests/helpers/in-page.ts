// Functions that run in the page, for `evaluate` and `waitForFunction` in Playwright and in our
// engine drivers alike. Each is sent as its source, so it uses nothing from outside itself.

/**
 * Scrolls down the whole page, `step` viewports at a time, with two rendered frames at each
 * position however slow the machine: an island's rule is an IntersectionObserver, which sees only
 * positions that were rendered.
 *
 * A shown page draws a frame within a second or two even beside two busy loops. Chromium's headless
 * shell sometimes stops drawing one for good (in about one full run in three, always the home page
 * at 375 px, near its foot, its main thread idle and answering): the scroll then fails after 15 s
 * without a frame, saying where, rather than waiting out the test's limit, and the test's retry
 * loads the page anew.
 */
export async function scrollThroughInPage(step = 1) {
  for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight * step) {
    window.scrollTo(0, y);
    await new Promise<void>((resolve, reject) => {
      const stalled = setTimeout(() => reject(new Error(`no frame drawn in 15 s, scrolled to ${y} of ${document.body.scrollHeight} px`)), 15_000);
      requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(stalled), resolve())));
    });
  }
}

/**
 * Two rendered frames: what a script or a scroll changed before has been styled, laid out and
 * painted, and the observers that watch it have run. Fails after 15 s without them, saying where
 * the page is, as the scroll above does.
 */
export function twoFramesInPage() {
  return new Promise<void>((resolve, reject) => {
    const stalled = setTimeout(() => reject(new Error(`no frame drawn in 15 s, scrolled to ${Math.round(scrollY)} of ${document.body.scrollHeight} px`)), 15_000);
    requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(stalled), resolve())));
  });
}

/**
 * Brings each island into view in turn, with two rendered frames at each (as above, and bounded
 * alike: sent to the page as source, it cannot call twoFramesInPage).
 */
export async function visitIslandsInPage() {
  for (const island of document.querySelectorAll("[data-island]")) {
    island.scrollIntoView();
    await new Promise<void>((resolve, reject) => {
      const stalled = setTimeout(() => reject(new Error(`no frame drawn in 15 s, scrolled to ${Math.round(scrollY)} of ${document.body.scrollHeight} px`)), 15_000);
      requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(stalled), resolve())));
    });
  }
}

/** Whether every island of the page has hydrated. */
export function everyIslandReady() {
  return [...document.querySelectorAll("[data-island]")].every((island) => island.hasAttribute("data-ready"));
}

/**
 * Whether the page is shown and still draws frames, for a wait that hung: a hidden page draws
 * none, and what waits on frames or observers (an island's hydration) never comes. Then what the
 * islands wait for: the first contentful paint's entry, the loader's request, the islands ready
 * (and which are not); where the page is scrolled to, and what the pointer is over.
 */
export function pageStateInPage() {
  return new Promise<string>((resolve) => {
    const loader = document.querySelector<HTMLElement>("script[data-loader]")?.dataset.loader;
    const fetched = (file: string) => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(file));
    const islands = document.querySelectorAll("[data-island]");
    const elementName = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${[...element.classList].map((token) => `.${token}`).join("")}`;
    // An island by its name and prefix, and whether it holds an interaction (pending) or gave up (fallback).
    const islandName = (island: Element) =>
      [island.getAttribute("data-island"), island.getAttribute("data-prefix"), island.hasAttribute("data-pending") && "pending", island.hasAttribute("data-fallback") && "fallback"]
        .filter(Boolean)
        .join(" ");
    const unready = [...islands].filter((island) => !island.hasAttribute("data-ready")).map(islandName);
    // The innermost element the pointer is over: what a replayed hover needs to still be there.
    const hovered = [...document.querySelectorAll(":hover")].at(-1);
    const hoveredIsland = hovered?.closest("[data-island]");
    const said = [
      document.readyState,
      document.visibilityState,
      document.hasFocus() ? "focused" : "not focused",
      performance.getEntriesByName("first-contentful-paint").length > 0 ? "first contentful paint reported" : "no first contentful paint reported",
      loader === undefined ? "no loader" : fetched(loader) ? "loader fetched" : "loader not fetched",
      `${document.querySelectorAll("[data-island][data-ready]").length} of ${islands.length} islands ready${unready.length > 0 ? ` (not ${unready.join(", ")})` : ""}`,
      `scrolled to ${Math.round(scrollY)} of ${document.documentElement.scrollHeight - innerHeight} px`,
      `the pointer over ${hovered ? elementName(hovered) : "nothing"}${hoveredIsland ? ` in ${islandName(hoveredIsland)}` : ""}`,
    ].join(", ");
    const none = setTimeout(() => resolve(`${said}, no frame drawn in 2 s`), 2_000);
    requestAnimationFrame(() => (clearTimeout(none), resolve(`${said}, a frame drawn`)));
  });
}
