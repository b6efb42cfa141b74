import { EARLY_INTERACTIONS } from "../../shared/island.ts";
import { WATCHED } from "./hold-interactions.ts";

/** A site's first inline script, which may have held clicks and key presses on islands before the loader arrived. */
type FirstScript = Element & { held?: Event[]; hold?: EventListener };

export interface EarlyInteractions {
  /** What the visitor did on islands so far, oldest first: for watchIsland, which replays each on its island. */
  readonly events: readonly Event[];
  /** Stops holding: the islands' own watchers take over, or their code could not be loaded. */
  stop(): void;
}

/**
 * Holds, on the whole document, what the visitor does on an island until the code that watches
 * islands has arrived, and calls `onInteraction` at each. What `first` (the page's first script,
 * if it held interactions from parse time: see EARLY_INTERACTIONS) held is taken over with its
 * listener, in the same task, so that each event is held once however late this arrives.
 */
export function holdEarlyInteractions(first: Element | null, onInteraction: () => void): EarlyInteractions {
  const script = first as FirstScript | null;
  const events: Event[] = script?.held ?? [];
  if (script?.hold) for (const type of EARLY_INTERACTIONS) document.removeEventListener(type, script.hold, true);
  const hold = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-island]")) return;
    events.push(event);
    onInteraction();
  };
  for (const type of WATCHED) document.addEventListener(type, hold, true);
  return {
    events,
    stop: () => {
      for (const type of WATCHED) document.removeEventListener(type, hold, true);
    },
  };
}
