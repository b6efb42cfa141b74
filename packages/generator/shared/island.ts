// What both halves of the island runtime agree on: the server writes these into the page, the
// browser reads them back (island/server.tsx, island/client/).

/** When an island's JavaScript starts: at load, when the browser is idle, or when it scrolls into view. */
export type HydrateRule = "load" | "idle" | "visible";

/**
 * The interactions a visitor waits for an answer to, held from the moment the page is parsed when
 * their target is in an island. A site's first inline script may hold them already (it keeps the
 * events in its element's `held` property and its listener, on the document and capturing, in
 * `hold`): the loader takes both over when it arrives (island/client/hold-early.ts), so that each
 * event is held once whatever arrives late, and replays them once the island is hydrated.
 */
export const EARLY_INTERACTIONS = ["click", "keydown"] as const;
