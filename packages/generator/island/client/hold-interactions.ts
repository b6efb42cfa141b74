import { EARLY_INTERACTIONS } from "../../shared/island.ts";

/**
 * What a visitor does on an island before its code has arrived, kept to be done again once it
 * has: clicks and key presses in order, and where the pointer and the focus are.
 */
export interface HeldInteractions {
  /** Stops holding and re-dispatches what was held, on the elements it happened on. */
  replay(): void;
  /** Stops holding and forgets (the island's code could not be loaded). */
  drop(): void;
}

// React 19 hydrates a dehydrated root at once when one of these reaches it, then runs the
// handlers, so a replay right after hydrateRoot lands in the component. The page's first script
// may hold the same from the moment the page is parsed (hold-early.ts).
const DISCRETE: readonly string[] = EARLY_INTERACTIONS;
/** The loader holds these from its first moment, on the document (hold-early.ts), until this takes over. */
export const WATCHED = [...DISCRETE, "focusin", "pointerover"];
// The browser acts on these by itself (follows the link, ticks the box, submits): a replayed
// click would act a second time. A replayed keydown is untrusted and does nothing natively.
const NATIVE = "a[href],input,select,textarea,label,summary,form *";

/**
 * Holds interactions on `marker`; the first one calls `start`, whatever the island's rule.
 * `earlier`: what the loader held on the whole document before this ran; those on `marker` are
 * taken as if they had happened now, once the caller has its result in hand (a microtask later).
 */
export function holdInteractions(marker: HTMLElement, start: () => void, earlier: readonly Event[] = []): HeldInteractions {
  const held: Event[] = [];
  let hover: PointerEvent | undefined;
  const hold = (event: Event) => {
    if (event.type === "pointerover") hover = event as PointerEvent;
    else if (DISCRETE.includes(event.type) && !(event.type === "click" && (event.target as Element).closest(NATIVE))) {
      held.push(event);
      // The visitor waits for an answer: styles show the island is working on it.
      marker.dataset.pending = "";
    }
    start();
  };
  for (const type of WATCHED) marker.addEventListener(type, hold, true);
  const own = earlier.filter((event) => event.target instanceof Node && marker.contains(event.target));
  if (own.length > 0) queueMicrotask(() => own.forEach(hold));
  const stop = () => {
    for (const type of WATCHED) marker.removeEventListener(type, hold, true);
    delete marker.dataset.pending;
  };

  return {
    replay() {
      stop();
      const target = hover?.target as Element | undefined;
      // From outside (no relatedTarget), so the component sees the pointer enter.
      if (hover && target?.matches(":hover")) {
        target.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: hover.pointerType, isPrimary: true }));
      }
      const focused = document.activeElement;
      if (focused && focused !== marker && marker.contains(focused)) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      // Copies: reading an event as its own init dictionary keeps its key, button, modifiers…
      for (const event of held) event.target?.dispatchEvent(new (event.constructor as typeof Event)(event.type, event));
    },
    drop: stop,
  };
}
