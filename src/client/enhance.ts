// What the loader (main.ts) leaves out of the first round trip, run once the page has painted and
// loaded, or at once when the visitor interacts with an island: the web fonts on a visitor's first
// page, the lazy behaviours, and the islands, each hydrated when its rule says so (React and its
// code are chunks of their own) or at once when the visitor interacts with it.
import { onFirstUse } from "./behaviours/first-use.ts";
import { useWebFonts } from "./behaviours/web-fonts.ts";
import { showScriptlessContent } from "./noscript-fallbacks.ts";
import { reportUnlessLeaving, watchIsland } from "site-generator/island/client";

interface LazyBehaviour {
  load: () => Promise<{ setUp: () => void }>;
  /** What the page does when the chunk cannot be loaded. */
  failed?: () => void;
  /** Loaded when the visitor first comes to the element (behaviours/first-use.ts), not on every page view. */
  onFirstUse?: true;
}

// Plain DOM behaviours, each in a chunk of its own, asked for where an element carries its name as
// a data attribute (`site check` counts on that too). The reveal reads where each section is, a
// layout the first paint would otherwise have waited for.
const LAZY_BEHAVIOURS: Record<string, LazyBehaviour> = {
  // The booking anchor: CSS holds the browser's own jump until html[data-hash-scrolled], and the
  // chunk scrolls to it when it runs, the address's anchor or a demo button's alike.
  "hash-scroll": {
    load: () => import("./lazy/hash-scroll.ts"),
    failed: () => (document.documentElement.dataset.hashScrolled = ""),
  },
  menu: { load: () => import("./lazy/menu.ts") },
  reveal: { load: () => import("./lazy/reveal.ts") },
  "not-found-log": { load: () => import("./lazy/not-found-log.ts") },
  "scheduling-widget": { load: () => import("./lazy/scheduling-widget.ts") },
  // The footer's link on every page carries both: the cookie dialog, and the audience measurement's
  // settings (src/components/PrivacyChoices.tsx).
  "privacy-choices": { load: () => import("./lazy/privacy-choices.ts") },
  measure: { load: () => import("./lazy/measure.ts") },
  // The videos are in noscripts until their chunk makes them: without it, as without JavaScript.
  "demo-video": { load: () => import("./lazy/demo-video.ts"), failed: showScriptlessContent },
  newsletter: { load: () => import("./lazy/newsletter.ts"), onFirstUse: true },
  // The header's search: its dialog's code as the visitor comes to the link, the index on opening.
  search: { load: () => import("./lazy/search.ts"), onFirstUse: true },
};

/** Starts it all; `earlier` is what the visitor did on islands before this arrived (main.ts). */
export function enhance(earlier: readonly Event[]): void {
  try {
    useWebFonts();
  } catch (error) {
    console.error(error);
  }

  for (const [name, { load, failed, onFirstUse: later }] of Object.entries(LAZY_BEHAVIOURS)) {
    const elements = [...document.querySelectorAll<HTMLElement>(`[data-${name}]`)];
    if (elements.length === 0) continue;
    // Once for the page, whichever of its elements (the footer's form, a section's) is used first.
    let started: Promise<void> | undefined;
    const start = () =>
      (started ??= load().then(
        (module) => module.setUp(),
        (error: unknown) => {
          failed?.();
          reportUnlessLeaving(() => console.error(error));
        },
      ));
    if (later) for (const element of elements) onFirstUse(element, start);
    else void start();
  }

  for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) watchIsland(marker, earlier);
}
